import type { PricePosition, StatsDay } from '@second-gear/contract';
import { utcDay, type DailyCount } from '../../lib/daily-counts.ts';

const dayMs = 86_400_000;

/** The UTC days of a window of `days` ending today, oldest first. */
export function windowDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * dayMs)));
}

/** The counts of one car added up per day. */
function perDay(counts: readonly DailyCount[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const { day, n } of counts) days.set(day, (days.get(day) ?? 0) + n);
  return days;
}

/** Counts added up per car. */
export function totalsByCar(counts: readonly DailyCount[]): Map<string, number> {
  const cars = new Map<string, number>();
  for (const { carId, n } of counts) cars.set(carId, (cars.get(carId) ?? 0) + n);
  return cars;
}

/** One entry per day of the window, zero days included, from one car's daily counts. */
export function seriesOf(
  days: readonly string[],
  counts: Record<'impressions' | 'views' | 'saves' | 'messages', readonly DailyCount[]>,
): StatsDay[] {
  const impressions = perDay(counts.impressions);
  const views = perDay(counts.views);
  const saves = perDay(counts.saves);
  const messages = perDay(counts.messages);
  return days.map((date) => ({
    date,
    impressions: impressions.get(date) ?? 0,
    views: views.get(date) ?? 0,
    saves: saves.get(date) ?? 0,
    messages: messages.get(date) ?? 0,
  }));
}

/** Whole days a listing has been on the market: until its sale, when sold. */
export function daysOnMarket(listedAt: Date, soldAt: Date | null, now: Date): number {
  return Math.max(0, Math.floor(((soldAt ?? now).getTime() - listedAt.getTime()) / dayMs));
}

/**
 * Where `price` stands among similar cars' prices (each moved to this car's mileage): 1 is the cheapest, a car priced
 * the same as another shares its place. Null with nothing to compare with.
 */
export function pricePositionOf(price: number, similarPrices: readonly number[]): PricePosition | null {
  if (similarPrices.length === 0) return null;
  return {
    rank: 1 + similarPrices.filter((other) => other < price).length,
    of: similarPrices.length + 1,
  };
}
