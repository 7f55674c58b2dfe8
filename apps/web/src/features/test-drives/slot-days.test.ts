import { describe, expect, it } from 'vitest';
import { slotDays, zoneName, zonedDateTime } from './slot-days';

describe('slot days', () => {
  it("groups slots by the seller's calendar day and labels them on the seller's clock", () => {
    const timeZone = 'America/Chicago';
    // 23:30 in Chicago on 7 March is 05:30 UTC on 8 March: it stays on the 7th.
    const days = slotDays(
      ['2026-03-07T23:00:00Z', '2026-03-08T05:30:00Z', '2026-03-09T14:00:00Z'].map((start) => ({
        start,
        end: start,
        timeZone,
      })),
    );
    expect(days).toEqual([
      {
        date: '2026-03-07',
        label: 'Saturday, March 7',
        slots: [
          { start: '2026-03-07T23:00:00Z', label: '5:00 PM' },
          { start: '2026-03-08T05:30:00Z', label: '11:30 PM' },
        ],
      },
      // After the clocks changed, 14:00 UTC is 9:00 AM (CDT).
      {
        date: '2026-03-09',
        label: 'Monday, March 9',
        slots: [{ start: '2026-03-09T14:00:00Z', label: '9:00 AM' }],
      },
    ]);
  });

  it('names the zone with its abbreviation at that moment', () => {
    expect(zoneName('America/Chicago', new Date('2026-01-10T12:00:00Z'))).toBe('America/Chicago (CST)');
    expect(zoneName('America/Chicago', new Date('2026-07-10T12:00:00Z'))).toBe('America/Chicago (CDT)');
    expect(zonedDateTime(new Date('2026-07-10T15:00:00Z'), 'America/New_York')).toBe(
      'Fri, Jul 10, 11:00 AM EDT',
    );
  });
});
