import { dealMethod, type ValuationMethod } from '@second-gear/contract';
import type { ComparableFigures } from './valuation.repo.ts';

/** One widening step's comparables, as read. */
export interface StepFigures extends ComparableFigures {
  method: ValuationMethod;
  bodyType: string | null;
}

/** A mileage-neutral value (cents) moved to the car's mileage, in whole dollars, as the deal rating rounds it. */
const atMileage = (neutralCents: number, mileage: number) =>
  Math.round((neutralCents - dealMethod.centsPerMile * mileage) / 100);

/**
 * The valuation from the steps tried (the last is the one used): the expected price as the deal rating computes it
 * (`dealRatingOf`: the median adjusted price), the middle half of the adjusted prices, and the median days to sell.
 * Too few comparables, or a mileage that leaves no positive price: no figures, and why in words.
 */
export function valuationOf(mileage: number, tried: readonly StepFigures[]) {
  const used = tried.at(-1)!;
  const base = {
    comparables: used.count,
    method: used.method,
    bodyType: used.bodyType,
    daysToSell: used.daysToSell === null ? null : Math.round(used.daysToSell),
  };
  const none = (message: string) => ({ ...base, expectedPrice: null, low: null, high: null, message });
  if (used.count < dealMethod.minComparables || !used.quartiles) {
    const counted = tried.map((step) => step.count).join(', then ');
    return none(
      `Not enough similar cars to value this one: we found ${counted} (widening the search each time) and need at least ${dealMethod.minComparables}.`,
    );
  }
  const [lowQuartile, median, highQuartile] = used.quartiles;
  const expectedPrice = atMileage(median, mileage);
  if (expectedPrice <= 0)
    return none('This mileage is far above that of the similar cars we found: we cannot say a fair price.');
  return {
    ...base,
    expectedPrice,
    low: Math.max(1, atMileage(lowQuartile, mileage)),
    high: atMileage(highQuartile, mileage),
    message: null,
  };
}
