import {
  minutesOfDay,
  testDriveDaysAhead,
  testDriveMinutes,
  testDriveNoticeMinutes,
  type Availability,
} from '@second-gear/contract';
import { DateTime } from 'luxon';

export interface Span {
  start: Date;
  end: Date;
}

const minute = 60_000;

/** The instant a wall-clock time ("HH:MM", "24:00" the next midnight) happens on a day in the day's own zone. */
function wallClock(day: DateTime, time: string): DateTime {
  const minutes = minutesOfDay(time);
  if (minutes === 24 * 60) return day.plus({ days: 1 }).startOf('day');
  return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/** The hours a seller keeps on one local day: an exception's (none, or other hours), otherwise the week's. */
function hoursOn(availability: Availability, day: DateTime) {
  const date = day.toISODate()!;
  const exception = availability.exceptions.find((entry) => entry.date === date);
  if (exception) return exception.from && exception.to ? [{ from: exception.from, to: exception.to }] : [];
  return availability.weekly.filter((entry) => entry.day === day.weekday % 7);
}

/**
 * The half-hour slots a buyer may pick: within the seller's hours on each local day (their zone, so a day that
 * changes the clocks has an hour more or less of real time), starting after the notice and within the next 14 days,
 * and clear of `busy` (the seller's confirmed drives). Slots step in real time from the start of each span of hours.
 */
export function openSlots(availability: Availability, busy: readonly Span[], now: Date): Span[] {
  const earliest = now.getTime() + testDriveNoticeMinutes * minute;
  const latest = now.getTime() + testDriveDaysAhead * 24 * 60 * minute;
  const zone = availability.timeZone;
  const lastDay = DateTime.fromMillis(latest, { zone }).startOf('day');
  const slots = new Map<number, Span>();
  for (
    let day = DateTime.fromMillis(now.getTime(), { zone }).startOf('day');
    day <= lastDay;
    day = day.plus({ days: 1 })
  ) {
    for (const hours of hoursOn(availability, day)) {
      const until = wallClock(day, hours.to).toMillis();
      for (
        let start = wallClock(day, hours.from).toMillis();
        start + testDriveMinutes * minute <= until;
        start += testDriveMinutes * minute
      ) {
        const end = start + testDriveMinutes * minute;
        if (start < earliest || start >= latest) continue;
        if (busy.some((span) => span.start.getTime() < end && start < span.end.getTime())) continue;
        slots.set(start, { start: new Date(start), end: new Date(end) });
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
