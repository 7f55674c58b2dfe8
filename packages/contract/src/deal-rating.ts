import { z } from 'zod';

/** The deal bands, best first. `percent` is the price against the expected price, rounded to one decimal. */
export const dealBands = ['great', 'good', 'fair', 'high', 'overpriced'] as const;
export type DealBand = (typeof dealBands)[number];

/** Where each band ends (inclusive, in percent) — published on `/deal-ratings`; `overpriced` is everything above. */
export const dealBandLimits: Readonly<
  Record<Exclude<DealBand, 'overpriced'>, { atMost: number } | { below: number }>
> = {
  great: { atMost: -10 },
  good: { atMost: -3 },
  fair: { below: 3 },
  high: { atMost: 10 },
};

/** great ≤ −10 % < good ≤ −3 % < fair < +3 % ≤ high ≤ +10 % < overpriced. */
export function dealBandOf(percent: number): DealBand {
  if (percent <= -10) return 'great';
  if (percent <= -3) return 'good';
  if (percent < 3) return 'fair';
  if (percent <= 10) return 'high';
  return 'overpriced';
}

/** A price against the expected price, in percent rounded to one decimal: what the bands are drawn on. */
export function dealPercentOf(price: number, expectedPrice: number): number {
  return Math.round(((price - expectedPrice) / expectedPrice) * 1000) / 10;
}

/**
 * The highest whole-dollar price each band reaches for an expected price ("$14,200 or less is a Great deal"), found
 * with the same rounding as the rating itself, so a price at an edge gets that band.
 */
export function dealBandEdges(expectedPrice: number): Record<Exclude<DealBand, 'overpriced'>, number> {
  const edgeOf = (band: Exclude<DealBand, 'overpriced'>) => {
    const limit = dealBandLimits[band];
    const percent = 'atMost' in limit ? limit.atMost : limit.below;
    // Percentages are rounded to a tenth: start a tenth of a percent above the edge and walk down to it.
    let price = Math.ceil(expectedPrice * (1 + (percent + 0.1) / 100)) + 1;
    const rank = dealBands.indexOf(band);
    while (price > 0 && dealBands.indexOf(dealBandOf(dealPercentOf(price, expectedPrice))) > rank) price--;
    return price;
  };
  return { great: edgeOf('great'), good: edgeOf('good'), fair: edgeOf('fair'), high: edgeOf('high') };
}

/**
 * How the expected price is found (published on `/deal-ratings`; the server computes it, the page explains it):
 * comparables are the other cars of the same make and model whose model year is within `yearWindow` of the car's,
 * for sale now or sold in the last `soldWithinMonths` months. Each comparable's price is moved by `centsPerMile` for
 * every mile it has more (up) or fewer (down) than the car; the expected price is the median of those adjusted prices
 * (the mean of the middle two when their number is even), rounded to whole dollars. Fewer than `minComparables`: no
 * rating. The adjustment is not capped: a cap per comparable would make each car's median a computation of its own,
 * where without one every car of a model year shares one sorted list (docs/decisions: deal ratings).
 */
export const dealMethod = {
  yearWindow: 1,
  soldWithinMonths: 12,
  centsPerMile: 8,
  minComparables: 5,
} as const;

export const dealRating = z.object({
  band: z.enum(dealBands),
  expectedPrice: z.number().int(),
  /** (price − expected) / expected × 100, one decimal. */
  percent: z.number(),
  comparables: z.number().int(),
});
export type DealRating = z.infer<typeof dealRating>;
