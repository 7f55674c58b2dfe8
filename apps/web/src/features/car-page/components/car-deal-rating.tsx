import type { DealRating } from '@second-gear/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatNumber, formatPrice } from '../../../lib/format';
import { ComparablesDialog } from '../../../entities/car/components/comparables-table';
import { useComparables } from '../api/comparables';
import { DealBadge } from '../../../entities/car/components/deal-badge';
import { useT } from '../../../lib/i18n';
import { useKeptPress } from '../../../lib/kept-press';
import { carPageCatalogue } from '../i18n';

function CarComparables({
  carId,
  productName,
  onClose,
}: {
  carId: string;
  productName: string;
  onClose: () => void;
}) {
  const t = useT(carPageCatalogue);
  return (
    <ComparablesDialog
      title={t('deal.comparedWith', { name: productName })}
      description={t('deal.comparedHow')}
      listed={useComparables(carId)}
      onClose={onClose}
    />
  );
}

/** A car page's deal rating: the band, the expected price, how many cars it came from, and the list of them. */
export function CarDealRating({
  carId,
  price,
  productName,
  rating,
}: {
  carId: string;
  price: number;
  productName: string;
  rating: DealRating | null;
}) {
  const t = useT(carPageCatalogue);
  const [listing, setListing] = useState(false);
  useKeptPress('comparables', () => setListing(true));
  return (
    <section aria-labelledby="deal-rating" className="rounded-box bg-base-200 space-y-2 p-4 text-sm">
      <h2 id="deal-rating" className="flex flex-wrap items-center gap-2 font-semibold">
        {t('deal.heading')} <DealBadge price={price} rating={rating} />
      </h2>
      {rating ? (
        <>
          <p>
            {t.rich('deal.summary', {
              price: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
              expected: formatPrice(rating.expectedPrice),
              position:
                price === rating.expectedPrice ? 'at' : price < rating.expectedPrice ? 'below' : 'above',
              difference: formatPrice(Math.abs(price - rating.expectedPrice)),
              percent: `${rating.percent > 0 ? '+' : ''}${formatNumber(rating.percent)}`,
              count: rating.comparables,
            })}
          </p>
          <p className="flex flex-wrap gap-x-4">
            <button
              type="button"
              className="link"
              data-keep-press="comparables"
              onClick={() => setListing(true)}
            >
              {t('deal.seeComparables', { count: rating.comparables })}
            </button>
            <Link to="/deal-ratings" className="link">
              {t('deal.how')}
            </Link>
          </p>
        </>
      ) : (
        <p>
          {t('deal.notRated')}{' '}
          <Link to="/deal-ratings" className="link">
            {t('deal.how')}
          </Link>
        </p>
      )}
      {listing ? (
        <CarComparables carId={carId} productName={productName} onClose={() => setListing(false)} />
      ) : null}
    </section>
  );
}
