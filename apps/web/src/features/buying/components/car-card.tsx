import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { carPath } from '../../../entities/car/car-path';
import { ShownDate } from '../../../components/ui/shown-date';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { PriceDropBadge } from '../../../components/ui/price-drop-badge';
import { ReservedBadge } from '../../../components/ui/reserved-badge';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { formatPrice } from '../../../lib/format';
import type { ModelCar } from '../../../entities/car/api/model-cars';
import type { FavoriteButtonWidget, MessageSellerWidget } from '../../../entities/car/car-widgets';
import { Detail, VehicleDetails } from '../../../entities/car/components/vehicle-details';

interface CarCardProps {
  car: ModelCar;
  onBook: (car: ModelCar) => void;
  onReport: (car: ModelCar) => void;
  /** Focus the car's name once shown: the first of the cars that "Load more" brought. */
  focusOnShow?: boolean;
  FavoriteButton: FavoriteButtonWidget;
  MessageSeller: MessageSellerWidget;
}

/** Digits and a leading plus: what a `tel:` link dials. */
function dialable(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

function SaleStatus({ car }: { car: ModelCar }) {
  return (
    <span className={`badge shrink-0 ${car.saleStatus === 'sold' ? 'badge-neutral' : 'badge-success'}`}>
      <span className="sr-only">Status: </span>
      {car.saleStatus}
    </span>
  );
}

function ReportButton({ car, onReport }: { car: ModelCar; onReport: (car: ModelCar) => void }) {
  const sold = car.saleStatus === 'sold';
  if (car.reportedByYou) {
    // aria-disabled rather than disabled: focus stays on the button that was just pressed.
    return (
      <button
        type="button"
        className="btn btn-outline btn-disabled"
        aria-disabled="true"
        disabled={sold}
        aria-label={`Reported ${car.productName}`}
      >
        Reported
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={sold}
      aria-label={`Report ${car.productName}`}
      onClick={() => onReport(car)}
    >
      Report
    </button>
  );
}

/** One car of a model page with every detail, its seller, and Book and Report (for a car still for sale). */
export function CarCard({
  car,
  onBook,
  onReport,
  focusOnShow = false,
  FavoriteButton,
  MessageSeller,
}: CarCardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const sold = car.saleStatus === 'sold';

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <article
      aria-labelledby={headingId}
      className="card bg-base-100 border-base-300 h-full overflow-hidden border shadow-sm"
    >
      <figure className="bg-base-200 aspect-[8/5]">
        <StoredPhoto
          src={car.image}
          sizes="(min-width: 1024px) 600px, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover"
        />
      </figure>
      {/* daisyUI lets a card's paragraphs grow; here the spare height goes above the buttons instead. */}
      <div className="card-body gap-4 p-5">
        <div className="space-y-1">
          <div className="flex items-start justify-between gap-3">
            <h2
              ref={heading}
              id={headingId}
              tabIndex={-1}
              className="rounded-field text-xl leading-snug font-bold break-words"
            >
              <Link to={carPath(car._id)} className="link link-hover">
                {car.productName}
              </Link>
            </h2>
            <SaleStatus car={car} />
          </div>
          <PriceDropBadge drop={car.priceDrop} />
          <ReservedBadge until={car.reservedUntil} />
          <div className="flex items-center justify-between gap-3">
            <p className="text-base-content/75">{car.model}</p>
            <FavoriteButton carId={car._id} carName={car.productName} sold={sold} />
          </div>
        </div>

        <p className="flex grow-0 flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-primary text-2xl font-extrabold tabular-nums">
            <span className="sr-only">Resale price </span>
            {formatPrice(car.resalePrice)}
          </span>
          <span className="text-base-content/75 text-sm">
            Original price <span className="tabular-nums">{formatPrice(car.originalPrice)}</span>
          </span>
        </p>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <VehicleDetails car={car} />
          <Detail term="Condition">{car.conditionType}</Detail>
          <Detail term="Location">{car.location}</Detail>
          <Detail term="Purchase year">{car.purchaseYear}</Detail>
          <Detail term="Years of use">{car.useYear}</Detail>
          <Detail term="Listed">
            <ShownDate at={car.listedAt} />
          </Detail>
        </dl>

        {car.description ? (
          <p className="grow-0 text-sm leading-relaxed break-words">{car.description}</p>
        ) : null}

        <div className="rounded-box bg-base-200 space-y-1 p-3 text-sm">
          <p className="flex items-center gap-1 font-semibold">
            <span className="text-base-content/70 font-normal">Seller</span>
            {car.sellerName !== undefined ? (
              <span className="break-words">{car.sellerName}</span>
            ) : (
              <span className="font-normal italic">account closed</span>
            )}
            {car.sellerStatus === 'verified' ? <VerifiedBadge /> : null}
          </p>
          {/* A sold car outlives its seller's deleted account, without their phone and e-mail. */}
          {car.phone !== undefined && car.sellerEmail !== undefined ? (
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <a href={`tel:${dialable(car.phone)}`} className="link link-hover">
                {car.phone}
              </a>
              <a href={`mailto:${car.sellerEmail}`} className="link link-hover break-all">
                {car.sellerEmail}
              </a>
            </p>
          ) : null}
        </div>

        <div className="card-actions mt-auto grid grid-cols-2 pt-1">
          <button
            type="button"
            className="btn btn-primary"
            disabled={sold}
            aria-label={`Book ${car.productName}`}
            onClick={() => onBook(car)}
          >
            Book
          </button>
          <ReportButton car={car} onReport={onReport} />
          {sold ? null : (
            <div className="col-span-2">
              <MessageSeller car={car} />
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
