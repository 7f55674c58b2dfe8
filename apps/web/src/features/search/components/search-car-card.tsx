import type { SearchCar } from '@second-gear/contract';
import { Link } from 'react-router';
import { PriceDropBadge } from '../../../components/ui/price-drop-badge';
import { ReservedBadge } from '../../../components/ui/reserved-badge';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { formatMileage, formatPrice } from '../../../lib/format';
import { carPath } from '../../../entities/car/car-path';
import { DealBadge } from '../../../entities/car/components/deal-badge';
import type { FavoriteButtonWidget, MonthlyEstimateWidget } from '../../../entities/car/car-widgets';
import { SellerRating } from '../../../entities/seller/components/seller-rating';
import { dealerPath } from '../../../entities/dealer/dealer-path';
import { useT } from '../../../lib/i18n';
import { searchCatalogue } from '../i18n';

/** "2019 Honda Civic EX", or the listing's own name for a car listed without vehicle data. */
export function carTitle(
  car: Pick<SearchCar, 'year' | 'make' | 'modelName' | 'trim' | 'productName'>,
): string {
  const parts = [car.year, car.make, car.modelName, car.trim].filter((part) => part !== null && part !== '');
  return car.make && car.modelName ? parts.join(' ') : car.productName;
}

/**
 * A car of the results: photo, name, price and its rating, mileage, distance; the whole card opens its page, the
 * heart over the photo saves it. `isNew`: listed since the buyer last opened the saved search they came from.
 */
export function SearchCarCard({
  car,
  priority = false,
  isNew = false,
  FavoriteButton,
  MonthlyEstimate,
}: {
  car: SearchCar;
  priority?: boolean;
  isNew?: boolean;
  FavoriteButton: FavoriteButtonWidget;
  /** "Est. $319/mo", from the financing feature (passed in by the route). */
  MonthlyEstimate?: MonthlyEstimateWidget;
}) {
  const t = useT(searchCatalogue);
  const title = carTitle(car);
  return (
    <article className="card bg-base-100 border-base-300 relative h-full overflow-hidden border shadow-sm transition-shadow hover:shadow-md">
      <figure className="bg-base-200 aspect-[8/5]">
        <StoredPhoto
          src={car.image}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover"
          priority={priority}
        />
      </figure>
      {isNew ? (
        <span className="badge badge-secondary absolute top-2 left-2 font-semibold">{t('card.new')}</span>
      ) : null}
      {/* Above the link that covers the card, so that it is a target of its own. */}
      <div className="absolute top-2 right-2 z-10">
        <FavoriteButton carId={car._id} carName={title} sold={false} compact />
      </div>
      <div className="card-body gap-2 p-4">
        <h3 className="leading-snug font-bold break-words">
          {/* The link covers the card (its ::after), so the whole card is one target with one name. */}
          <Link to={carPath(car._id)} className="link-hover after:absolute after:inset-0">
            {title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-primary text-xl font-extrabold tabular-nums">
            <span className="sr-only">{t('card.price')} </span>
            {formatPrice(car.resalePrice)}
          </span>
          <DealBadge price={car.resalePrice} rating={car.dealRating} />
          <PriceDropBadge drop={car.priceDrop} />
          <ReservedBadge until={car.reservedUntil} />
        </p>
        {MonthlyEstimate ? <MonthlyEstimate payment={car.monthlyPayment} /> : null}
        <p className="text-base-content/75 flex flex-wrap items-center gap-x-2 text-sm">
          {car.mileage !== null ? <span>{formatMileage(car.mileage)}</span> : null}
          <span>{car.location}</span>
          {car.distance !== undefined && car.distance !== null ? (
            <span>{t('card.away', { distance: car.distance })}</span>
          ) : null}
          {car.sellerStatus === 'verified' ? <VerifiedBadge /> : null}
          <SellerRating rating={car.sellerRating} />
        </p>
        {car.dealer ? (
          <p className="text-sm">
            {/* Above the link that covers the card, so that it is a target of its own. */}
            <Link to={dealerPath(car.dealer.slug)} className="link link-hover relative z-10">
              {car.dealer.name}
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
