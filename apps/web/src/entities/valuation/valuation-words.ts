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
import { entitiesCatalogue } from '../i18n';

/** How the comparables were chosen, in words (the contract's widening steps). */
export function methodText(method: ValuationMethod): string {
  const step = valuationSteps.find((candidate) => candidate.method === method)!;
  return entitiesCatalogue.t(`valuation.method.${method}`, { years: step.yearWindow });
}

/** "$14,200 or less is a Great deal", for each band up to High price, then what is Overpriced. */
export function bandEdgeLines(bands: NonNullable<Valuation['bands']>): { band: DealBand; text: string }[] {
  const { t } = entitiesCatalogue;
  const order = ['great', 'good', 'fair', 'high'] as const;
  return [
    ...order.map((band, index) => ({
      band,
      text:
        index === 0
          ? t('valuation.edge.first', { price: formatPrice(bands[band]), band: dealBandNames[band] })
          : t('valuation.edge.between', {
              from: formatPrice(bands[order[index - 1]!] + 1),
              to: formatPrice(bands[band]),
              band: dealBandNames[band],
            }),
    })),
    {
      band: 'overpriced' as const,
      text: t('valuation.edge.above', { price: formatPrice(bands.high), band: dealBandNames.overpriced }),
    },
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
