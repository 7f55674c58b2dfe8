import type { TestDriveSlot } from '@second-gear/contract';
import { pageLocale } from '../../lib/i18n';

export interface SlotDay {
  /** The local date, YYYY-MM-DD in the seller's zone. */
  date: string;
  /** "Saturday, November 28". */
  label: string;
  slots: { start: string; label: string }[];
}

/** The day's key (never shown): its digits in a fixed locale, whatever the page's language. */
function localDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A time as the seller's clock shows it, in the page's language ("9:30 AM"). */
export const clockTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat(pageLocale(), { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);

/** A day and time in the seller's zone, the zone's short name with it ("Sat, Nov 28, 9:30 AM CST"). */
export const zonedDateTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat(pageLocale(), {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

/** The zone named for people: "America/Chicago (CST)". */
export function zoneName(timeZone: string, at: Date): string {
  const short = new Intl.DateTimeFormat(pageLocale(), { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${timeZone} (${short})` : timeZone;
}

/** The slots by day of the seller's calendar, in the order given, each labelled on the seller's clock. */
export function slotDays(slots: readonly TestDriveSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const at = new Date(slot.start);
    const date = localDate(at, slot.timeZone);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = {
        date,
        label: new Intl.DateTimeFormat(pageLocale(), {
          timeZone: slot.timeZone,
          weekday: 'long',
          month: 'long',
          day: 'numeric',
        }).format(at),
        slots: [],
      };
      days.push(day);
    }
    day.slots.push({ start: slot.start, label: clockTime(at, slot.timeZone) });
  }
  return days;
}
