import { describe, expect, it } from 'vitest';
import { daysOnMarket, pricePositionOf, seriesOf, totalsByCar, windowDays } from './listing-figures.ts';

describe('listing figures', () => {
  it('makes a window of UTC days ending today, oldest first', () => {
    expect(windowDays(new Date('2026-03-01T23:30:00Z'), 3)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(windowDays(new Date('2026-03-01T00:00:00Z'), 1)).toEqual(['2026-03-01']);
  });

  it('fills every day of the window, zero days included', () => {
    const series = seriesOf(['2026-01-01', '2026-01-02', '2026-01-03'], {
      impressions: [{ carId: 'a', day: '2026-01-03', n: 7 }],
      views: [{ carId: 'a', day: '2026-01-01', n: 2 }],
      saves: [],
      messages: [
        { carId: 'a', day: '2026-01-03', n: 1 },
        { carId: 'a', day: '2026-01-03', n: 2 },
      ],
    });
    expect(series).toEqual([
      { date: '2026-01-01', impressions: 0, views: 2, saves: 0, messages: 0 },
      { date: '2026-01-02', impressions: 0, views: 0, saves: 0, messages: 0 },
      { date: '2026-01-03', impressions: 7, views: 0, saves: 0, messages: 3 },
    ]);
  });

  it('adds counts up per car', () => {
    const totals = totalsByCar([
      { carId: 'a', day: '2026-01-01', n: 2 },
      { carId: 'b', day: '2026-01-01', n: 1 },
      { carId: 'a', day: '2026-01-02', n: 3 },
    ]);
    expect(Object.fromEntries(totals)).toEqual({ a: 5, b: 1 });
  });

  it('counts days on the market until the sale', () => {
    const listed = new Date('2026-01-01T12:00:00Z');
    expect(daysOnMarket(listed, null, new Date('2026-01-11T11:59:00Z'))).toBe(9);
    expect(daysOnMarket(listed, new Date('2026-01-04T12:00:00Z'), new Date('2026-02-01T00:00:00Z'))).toBe(3);
  });

  it('places a price among similar cars, the cheapest first and ties sharing a place', () => {
    expect(pricePositionOf(15_000, [14_000, 16_000, 13_500, 15_000])).toEqual({ rank: 3, of: 5 });
    expect(pricePositionOf(9_000, [14_000])).toEqual({ rank: 1, of: 2 });
    expect(pricePositionOf(9_000, [])).toBeNull();
  });
});
