import type { DealRating } from '@second-gear/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { ComparablesDialog } from '../../../entities/car/components/comparables-table';
import { useComparables } from '../api/comparables';
import { priceAgainstExpected } from '../../../entities/car/deal-words';
import { DealBadge } from '../../../entities/car/components/deal-badge';
import { useKeptPress } from '../../../lib/kept-press';

function CarComparables({
  carId,
  productName,
  onClose,
}: {
  carId: string;
  productName: string;
  onClose: () => void;
}) {
  return (
    <ComparablesDialog
      title={`Cars compared with ${productName}`}
      description="Each price as it counted: moved for the difference in mileage. The expected price is their median."
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
  const [listing, setListing] = useState(false);
  useKeptPress('comparables', () => setListing(true));
  return (
    <section aria-labelledby="deal-rating" className="rounded-box bg-base-200 space-y-2 p-4 text-sm">
      <h2 id="deal-rating" className="flex flex-wrap items-center gap-2 font-semibold">
        Deal rating <DealBadge price={price} rating={rating} />
      </h2>
      {rating ? (
        <>
          <p>
            Expected price{' '}
            <span className="font-semibold tabular-nums">{formatPrice(rating.expectedPrice)}</span>: this car
            is {priceAgainstExpected(price, rating)} ({rating.percent > 0 ? '+' : ''}
            {rating.percent} %), from {rating.comparables} comparable{' '}
            {rating.comparables === 1 ? 'car' : 'cars'}.
          </p>
          <p className="flex flex-wrap gap-x-4">
            <button
              type="button"
              className="link"
              data-keep-press="comparables"
              onClick={() => setListing(true)}
            >
              See the {rating.comparables} comparable cars
            </button>
            <Link to="/deal-ratings" className="link">
              How we rate deals
            </Link>
          </p>
        </>
      ) : (
        <p>
          Not rated: too few similar cars to compare with.{' '}
          <Link to="/deal-ratings" className="link">
            How we rate deals
          </Link>
        </p>
      )}
      {listing ? (
        <CarComparables carId={carId} productName={productName} onClose={() => setListing(false)} />
      ) : null}
    </section>
  );
}
