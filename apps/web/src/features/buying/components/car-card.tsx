import { useEffect, useId, useRef, type ReactNode } from 'react';
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
import { useT } from '../../../lib/i18n';
import { buyingCatalogue } from '../i18n';

const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

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
  const t = useT(buyingCatalogue);
  return (
    <span className={`badge shrink-0 ${car.saleStatus === 'sold' ? 'badge-neutral' : 'badge-success'}`}>
      {t.rich('card.status', { status: car.saleStatus, hidden })}
    </span>
  );
}

function ReportButton({ car, onReport }: { car: ModelCar; onReport: (car: ModelCar) => void }) {
  const t = useT(buyingCatalogue);
  const sold = car.saleStatus === 'sold';
  if (car.reportedByYou) {
    // aria-disabled rather than disabled: focus stays on the button that was just pressed.
    return (
      <button
        type="button"
        className="btn btn-outline btn-disabled"
        aria-disabled="true"
        disabled={sold}
        aria-label={t('card.reportedLabel', { name: car.productName })}
      >
        {t('card.reported')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={sold}
      aria-label={t('card.reportLabel', { name: car.productName })}
      onClick={() => onReport(car)}
    >
      {t('card.report')}
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
  const t = useT(buyingCatalogue);
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
            {t.rich('card.resalePrice', { price: formatPrice(car.resalePrice), hidden })}
          </span>
          <span className="text-base-content/75 text-sm">
            {t.rich('card.originalPrice', {
              price: formatPrice(car.originalPrice),
              amount: (chunks) => <span className="tabular-nums">{chunks}</span>,
            })}
          </span>
        </p>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <VehicleDetails car={car} />
          <Detail term={t('card.condition')}>
            {t('card.conditionValue', { condition: car.conditionType })}
          </Detail>
          <Detail term={t('card.location')}>{car.location}</Detail>
          <Detail term={t('card.purchaseYear')}>{car.purchaseYear}</Detail>
          <Detail term={t('card.yearsOfUse')}>{car.useYear}</Detail>
          <Detail term={t('card.listed')}>
            <ShownDate at={car.listedAt} />
          </Detail>
        </dl>

        {car.description ? (
          <p className="grow-0 text-sm leading-relaxed break-words">{car.description}</p>
        ) : null}

        <div className="rounded-box bg-base-200 space-y-1 p-3 text-sm">
          <p className="flex items-center gap-1 font-semibold">
            <span className="text-base-content/70 font-normal">{t('card.seller')}</span>
            {car.sellerName !== undefined ? (
              <span className="break-words">{car.sellerName}</span>
            ) : (
              <span className="font-normal italic">{t('card.accountClosed')}</span>
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
            aria-label={t('card.bookLabel', { name: car.productName })}
            onClick={() => onBook(car)}
          >
            {t('card.book')}
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
