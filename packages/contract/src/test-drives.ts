import { z } from 'zod';

/** A test drive takes half an hour; slots are offered this far ahead, and no sooner than the notice before them. */
export const testDriveMinutes = 30;
export const testDriveDaysAhead = 14;
export const testDriveNoticeMinutes = 120;

/** The IANA time zones a seller may keep hours in (the runtime's own list: the server's and the browser's agree). */
export const timeZones = (): readonly string[] => ['UTC', ...Intl.supportedValuesOf('timeZone')];
export const isTimeZone = (zone: string) => timeZones().includes(zone);

/** "HH:MM" on a 24-hour clock; "24:00" ends a day. */
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Write times as HH:MM (00:00 to 24:00)');

export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const endsAfterStart: [
  (hours: { from: string; to: string }) => boolean,
  { message: string; path: string[] },
] = [
  ({ from, to }: { from: string; to: string }) => minutesOfDay(to) - minutesOfDay(from) >= testDriveMinutes,
  { message: `Hours must end at least ${testDriveMinutes} minutes after they start`, path: ['to'] },
];

/** Hours on one day of the week (0 is Sunday), in the seller's time zone. */
export const weeklyHours = z
  .object({ day: z.number().int().min(0).max(6), from: clockTime, to: clockTime })
  .refine(...endsAfterStart);

const isoDate = z.iso.date({ error: 'Write the date as YYYY-MM-DD' });

/** A single day that differs from the week: other hours that day, or none at all (no `from`/`to`). */
export const availabilityException = z.union([
  z.object({ date: isoDate, from: clockTime, to: clockTime }).refine(...endsAfterStart),
  z.object({ date: isoDate, from: z.undefined().optional(), to: z.undefined().optional() }).strict(),
]);

const availabilityFields = z.object({
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'timeZone must be an IANA time zone such as America/Chicago'),
  weekly: z.array(weeklyHours).max(50),
  exceptions: z.array(availabilityException).max(100),
});

/** PUT /availability: a seller's weekly hours for test drives and the single days that differ. */
export const availability = availabilityFields.superRefine((value, context) => {
  const byDay = new Map<number | string, { from: string; to: string }[]>();
  for (const entry of value.weekly) byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), entry]);
  const days = new Set<string>();
  for (const entry of value.exceptions) {
    if (days.has(entry.date))
      context.addIssue({ code: 'custom', message: `${entry.date} is given twice`, path: ['exceptions'] });
    days.add(entry.date);
  }
  for (const [day, spans] of byDay) {
    const sorted = [...spans].sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from));
    for (let index = 1; index < sorted.length; index += 1) {
      if (minutesOfDay(sorted[index]!.from) < minutesOfDay(sorted[index - 1]!.to))
        context.addIssue({ code: 'custom', message: `Hours on day ${day} overlap`, path: ['weekly'] });
    }
  }
});
export type Availability = z.infer<typeof availability>;
/** GET /availability; `saved` is false for a seller who has not set hours yet (an empty week in UTC). */
export const availabilityAnswer = availabilityFields.extend({ saved: z.boolean() });
export type AvailabilityAnswer = z.infer<typeof availabilityAnswer>;
export type WeeklyHours = z.infer<typeof weeklyHours>;
export type AvailabilityException = z.infer<typeof availabilityException>;

/** A slot a buyer may pick: ISO instants, `end` half an hour after `start`, and the seller's zone to show them in. */
export const testDriveSlot = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
});
export type TestDriveSlot = z.infer<typeof testDriveSlot>;
/** GET /cars/:id/test-drive-slots: the open slots of the next 14 days, soonest first. */
export const testDriveSlotList = z.array(testDriveSlot);

export const testDriveStates = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled'] as const;
export type TestDriveState = (typeof testDriveStates)[number];

const instant = z.iso.datetime({ offset: true, error: 'start must be an ISO instant' });

export const newTestDrive = z.object({
  carId: z.uuid({ error: 'carId must be the id of a car' }),
  start: instant,
});
export const testDriveProposal = z.object({ start: instant });

/** A test drive as either side sees it; `actions` are what the reader may do next (the server decides). */
export const testDrive = z.object({
  _id: z.uuid(),
  carId: z.uuid().nullable(),
  carName: z.string(),
  carLocation: z.string(),
  state: z.enum(testDriveStates),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** The seller's zone, which the times are shown in. */
  timeZone: z.string(),
  role: z.enum(['buyer', 'seller']),
  /** Who named the time now asked for (`requested` and `proposed`). */
  proposedBy: z.enum(['buyer', 'seller']),
  otherName: z.string(),
  /** The buyer's account (null once it is deleted): the seller's leads gather each person's interest by it. */
  buyerId: z.uuid().nullable(),
  actions: z.array(z.enum(['confirm', 'decline', 'cancel', 'propose'])),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TestDrive = z.infer<typeof testDrive>;
export const testDriveList = z.array(testDrive);
