import type { DealBand, DealRating } from '@second-gear/contract';
import { formatPrice } from '../../lib/format';
import { entitiesCatalogue, wordsOf } from '../i18n';

/** Each band's name as the pages say it. */
export const dealBandNames: Readonly<Record<DealBand, string>> = wordsOf({
  great: 'car.deal.great',
  good: 'car.deal.good',
  fair: 'car.deal.fair',
  high: 'car.deal.high',
  overpriced: 'car.deal.overpriced',
});

/** daisyUI's badge colour of each band (solid: the theme's tuned text/background pairs); green for a good buy. */
export const dealBandClasses: Readonly<Record<DealBand, string>> = {
  great: 'badge-success',
  good: 'badge-accent',
  fair: 'badge-info',
  high: 'badge-warning',
  overpriced: 'badge-error',
};

/** "$1,200 below expected", "$300 above expected", "at the expected price". */
export function priceAgainstExpected(price: number, rating: DealRating): string {
  const { t } = entitiesCatalogue;
  const difference = price - rating.expectedPrice;
  if (difference === 0) return t('car.deal.atExpected');
  const amount = formatPrice(Math.abs(difference));
  return difference < 0 ? t('car.deal.below', { amount }) : t('car.deal.above', { amount });
}

/** "Great deal: $1,200 below expected": the badge's text for assistive technology and its tooltip. */
export function dealSummary(price: number, rating: DealRating): string {
  return entitiesCatalogue.t('car.deal.summary', {
    band: dealBandNames[rating.band],
    difference: priceAgainstExpected(price, rating),
  });
}
