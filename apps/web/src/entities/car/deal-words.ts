import type { DealBand, DealRating } from '@second-gear/contract';
import { formatPrice } from '../../lib/format';

/** Each band's name as the pages say it. */
export const dealBandNames: Readonly<Record<DealBand, string>> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
  overpriced: 'Overpriced',
};

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
  const difference = price - rating.expectedPrice;
  if (difference === 0) return 'at the expected price';
  return `${formatPrice(Math.abs(difference))} ${difference < 0 ? 'below' : 'above'} expected`;
}

/** "Great deal: $1,200 below expected": the badge's text for assistive technology and its tooltip. */
export function dealSummary(price: number, rating: DealRating): string {
  return `${dealBandNames[rating.band]}: ${priceAgainstExpected(price, rating)}`;
}
