import { dealBandOf, dealMethod, dealPercentOf, type DealRating } from '@second-gear/contract';

/**
 * The deal rating's arithmetic (`dealMethod` in the contract), shared by the car page (one car, read from SQL) and the
 * search index (every car at once), so both give the same figures.
 *
 * A comparable's adjusted price, price + c·(its miles − the car's miles), is its "mileage-neutral" value
 * price + c·miles moved by the same −c·(the car's miles) for every comparable: the median of the adjusted prices is the
 * median of the neutral values minus c·(the car's miles). Integers in cents, so no rounding creeps in.
 */
export function neutralCents(price: number, mileage: number): number {
  return price * 100 + dealMethod.centsPerMile * mileage;
}

/** A comparable's price moved to the car's mileage, in whole dollars (what the comparables list shows). */
export function adjustedPrice(price: number, mileage: number, carMileage: number): number {
  return Math.round((neutralCents(price, mileage) - dealMethod.centsPerMile * carMileage) / 100);
}

/** Sold cars count as comparables from the start of this UTC day, twelve months ago (one cut-off per day). */
export function soldComparablesSince(now: Date): Date {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  since.setUTCMonth(since.getUTCMonth() - dealMethod.soldWithinMonths);
  return since;
}

/**
 * The median of `sorted[from, to)` with one occurrence of `without` left out (the car itself, when it is in its own
 * list), or of the whole range. Undefined for an empty range.
 */
export function medianOf(
  sorted: ArrayLike<number>,
  from: number,
  to: number,
  without?: number,
): number | undefined {
  let skip = to;
  if (without !== undefined) {
    let low = from;
    let high = to;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < without) low = middle + 1;
      else high = middle;
    }
    if (low < to && sorted[low] === without) skip = low;
  }
  const count = to - from - (skip < to ? 1 : 0);
  if (count <= 0) return undefined;
  const at = (rank: number) => sorted[from + rank + (from + rank >= skip ? 1 : 0)]!;
  const half = count >>> 1;
  return count % 2 === 1 ? at(half) : (at(half - 1) + at(half)) / 2;
}

/**
 * The rating of a car priced `price` with `mileage` miles, from the median neutral value of its `comparables`. Null
 * with too few comparables, or when the mileage adjustment leaves no positive expected price (a car with far more miles
 * than any comparable: no honest figure).
 */
export function dealRatingOf(
  price: number,
  mileage: number,
  medianNeutral: number | undefined,
  comparables: number,
): DealRating | null {
  if (medianNeutral === undefined || comparables < dealMethod.minComparables) return null;
  const expectedPrice = Math.round((medianNeutral - dealMethod.centsPerMile * mileage) / 100);
  if (expectedPrice <= 0) return null;
  const percent = dealPercentOf(price, expectedPrice);
  return { band: dealBandOf(percent), expectedPrice, percent, comparables };
}
