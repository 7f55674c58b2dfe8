import {
  dealBandOf,
  dealPercentOf,
  valuationSteps,
  type DealBand,
  type DealRating,
  type Valuation,
  type ValuationMethod,
} from '@second-gear/contract';
import { formatPrice } from '../../lib/format';
import { dealBandNames } from '../car/deal-words';

/** How the comparables were chosen, in words (the contract's widening steps). */
export function methodText(method: ValuationMethod): string {
  return valuationSteps.find((step) => step.method === method)!.text;
}

/** "$14,200 or less is a Great deal", for each band up to High price, then what is Overpriced. */
export function bandEdgeLines(bands: NonNullable<Valuation['bands']>): { band: DealBand; text: string }[] {
  const order = ['great', 'good', 'fair', 'high'] as const;
  return [
    ...order.map((band, index) => ({
      band,
      text:
        index === 0
          ? `${formatPrice(bands[band])} or less is a ${dealBandNames[band]}`
          : `${formatPrice(bands[order[index - 1]!] + 1)} to ${formatPrice(bands[band])} is a ${dealBandNames[band]}`,
    })),
    { band: 'overpriced' as const, text: `Above ${formatPrice(bands.high)} is ${dealBandNames.overpriced}` },
  ];
}

/** The deal rating a car of this valuation would get at `price`: the contract's band arithmetic, as the server's. */
export function ratingAt(price: number, valuation: Valuation): DealRating | null {
  if (valuation.expectedPrice === null || !Number.isInteger(price) || price <= 0) return null;
  const percent = dealPercentOf(price, valuation.expectedPrice);
  return {
    band: dealBandOf(percent),
    expectedPrice: valuation.expectedPrice,
    percent,
    comparables: valuation.comparables,
  };
}
