import { describe, expect, it } from 'vitest';
import { openSlots } from './test-drive-slots.ts';

const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe('test-drive slots', () => {
  it('steps half hours through the hours of each weekday in the seller’s zone, after the notice', () => {
    // Monday 2 March 2026, 08:00 in Chicago (CST, UTC−6).
    const now = new Date('2026-03-02T14:00:00Z');
    const slots = openSlots(
      { timeZone: 'America/Chicago', weekly: [{ day: 1, from: '09:00', to: '11:00' }], exceptions: [] },
      [],
      now,
    );
    // 09:00 and 09:30 are within the two hours' notice; the next Monday is after the clocks change (CDT, UTC−5), and
    // 16 March 09:00 is exactly 14 days away: outside the window.
    expect(iso(slots)).toEqual([
      '2026-03-02T16:00:00.000Z',
      '2026-03-02T16:30:00.000Z',
      '2026-03-09T14:00:00.000Z',
      '2026-03-09T14:30:00.000Z',
      '2026-03-09T15:00:00.000Z',
      '2026-03-09T15:30:00.000Z',
    ]);
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 30 * 60_000)).toBe(true);
  });

  it('keeps local hours across the spring change and counts the real time of the short night', () => {
    // Friday 6 March 2026 in New York; clocks go forward at 02:00 on Sunday 8 March.
    const now = new Date('2026-03-06T12:00:00Z');
    const slots = openSlots(
      {
        timeZone: 'America/New_York',
        weekly: [
          { day: 6, from: '09:00', to: '09:30' },
          { day: 0, from: '01:00', to: '04:00' },
          { day: 1, from: '09:00', to: '09:30' },
        ],
        exceptions: [],
      },
      [],
      now,
    ).filter((slot) => slot.start < new Date('2026-03-10T00:00:00Z'));
    expect(iso(slots)).toEqual([
      // Saturday 09:00 EST (UTC−5).
      '2026-03-07T14:00:00.000Z',
      // Sunday 01:00 to 04:00 local is two real hours: 01:00, 01:30 EST, then 03:00, 03:30 EDT.
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
      // Monday 09:00 EDT (UTC−4): an hour earlier in UTC than Saturday's.
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('offers the repeated hour of the autumn change twice', () => {
    // Clocks go back at 02:00 on Sunday 1 November 2026 in New York: 01:00–02:00 happens twice.
    const now = new Date('2026-10-30T12:00:00Z');
    const slots = openSlots(
      { timeZone: 'America/New_York', weekly: [{ day: 0, from: '00:00', to: '03:00' }], exceptions: [] },
      [],
      now,
    ).filter((slot) => slot.start < new Date('2026-11-02T00:00:00Z'));
    expect(iso(slots)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T04:30:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T07:30:00.000Z',
    ]);
  });

  it('replaces a day’s hours by its exception, closes a day given without hours, and skips confirmed drives', () => {
    const now = new Date('2026-06-01T00:00:00Z'); // a Monday
    const slots = openSlots(
      {
        timeZone: 'UTC',
        weekly: [
          { day: 2, from: '10:00', to: '11:00' },
          { day: 3, from: '10:00', to: '11:00' },
          { day: 4, from: '10:00', to: '11:00' },
        ],
        exceptions: [
          { date: '2026-06-02', from: '15:00', to: '15:30' },
          { date: '2026-06-03' },
          { date: '2026-06-06', from: '08:00', to: '09:00' },
        ],
      },
      [{ start: new Date('2026-06-04T10:15:00Z'), end: new Date('2026-06-04T10:45:00Z') }],
      now,
    ).filter((slot) => slot.start < new Date('2026-06-07T00:00:00Z'));
    expect(iso(slots)).toEqual([
      '2026-06-02T15:00:00.000Z',
      '2026-06-06T08:00:00.000Z',
      '2026-06-06T08:30:00.000Z',
    ]);
  });

  it('offers nothing beyond 14 days and runs "24:00" to midnight', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const slots = openSlots(
      { timeZone: 'UTC', weekly: [{ day: 1, from: '23:00', to: '24:00' }], exceptions: [] },
      [],
      now,
    );
    expect(iso(slots)).toEqual([
      '2026-06-01T23:00:00.000Z',
      '2026-06-01T23:30:00.000Z',
      '2026-06-08T23:00:00.000Z',
      '2026-06-08T23:30:00.000Z',
    ]);
    // 15 June 23:00 is 14 days and 11 hours away.
    expect(slots.at(-1)!.start < new Date(now.getTime() + 14 * 86_400_000)).toBe(true);
  });
});
