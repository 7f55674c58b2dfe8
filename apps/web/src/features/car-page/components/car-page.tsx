import type {
  CarPage as CarPageData,
  ReportDetails,
  ReservationTerms,
  SimilarCar,
} from '@second-gear/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { JsonLd } from '../../../components/ui/json-ld';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PriceDropBadge } from '../../../components/ui/price-drop-badge';
import { ReservedBadge } from '../../../components/ui/reserved-badge';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { ShownDate } from '../../../components/ui/shown-date';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { ApiError } from '../../../lib/api-error';
import { formatMileage, formatPrice } from '../../../lib/format';
import { usePageOrigin } from '../../../lib/page-origin';
import { ReportDialog } from '../../../entities/report/report-dialog';
import { useAuth } from '../../../entities/session/auth-context';
import { Detail, VehicleDetails } from '../../../entities/car/components/vehicle-details';
import { CarDealRating } from './car-deal-rating';
import { markCarPageReported, useCarPage } from '../../../entities/car/api/car-page';
import type { ModelCar } from '../../../entities/car/api/model-cars';
import type {
  FavoriteButtonWidget,
  MakeOfferWidget,
  MessageSellerWidget,
  PaymentCalculatorWidget,
  TestDriveWidget,
} from '../../../entities/car/car-widgets';
import { carPath } from '../../../entities/car/car-path';
import { SellerRating } from '../../../entities/seller/components/seller-rating';
import { replyTimeWords } from '../../../entities/seller/reply-time-words';
import { sellerPath } from '../../../entities/seller/seller-path';
import { dealerPath } from '../../../entities/dealer/dealer-path';
import { reservationTermsQueryOptions } from '../../../entities/reservation/api/reservations';
import { signInPathBackTo } from '../../../entities/session/return-to';
import { useT } from '../../../lib/i18n';
import { carPageCatalogue } from '../i18n';
import { Gallery } from './gallery';
import { carStructuredData } from '../car-structured-data';

/** What the page shows from other features: the route passes them in. */
export interface CarPageWidgets {
  FavoriteButton: FavoriteButtonWidget;
  MessageSeller: MessageSellerWidget;
  /** "Book a test drive": the slot picker and request. */
  TestDrive: TestDriveWidget;
  MakeOffer: MakeOfferWidget;
  /** The booking form, opened by Book. */
  BookingDialog: ComponentType<{ car: ModelCar; onClose: () => void }>;
  /** Sends the report that Report stands for, with the reason and note the report dialog asked for. */
  reportCar: (car: ModelCar, details: ReportDetails) => Promise<unknown>;
  /** The card form for the deposit, opened by "Reserve for $…". */
  ReserveDialog: ComponentType<{
    car: { _id: string; productName: string };
    terms: ReservationTerms;
    onClose: () => void;
  }>;
  /** The monthly-payment calculator, from the financing feature. */
  PaymentCalculator?: PaymentCalculatorWidget;
}

/**
 * "Reserve for $250" while the server says the car can be reserved, or why it cannot (not while it is reserved). The
 * card form stays open once the car turns reserved: that is its own success arriving live.
 */
function Reserve({ car, widgets }: { car: CarPageData; widgets: CarPageWidgets }) {
  const t = useT(carPageCatalogue);
  const { user } = useAuth();
  const location = useLocation();
  const terms = useQuery(reservationTermsQueryOptions(car._id));
  const [open, setOpen] = useState(false);
  if (!terms.data) return null;
  const { ReserveDialog } = widgets;
  const dialog = open ? <ReserveDialog car={car} terms={terms.data} onClose={() => setOpen(false)} /> : null;
  const label = t('reserve.for', { price: formatPrice(terms.data.deposit) });
  const offer = terms.data.reservable ? (
    <div className="space-y-1">
      {user ? (
        <button type="button" className="btn btn-secondary w-full" onClick={() => setOpen(true)}>
          {label}
        </button>
      ) : (
        <Link to={signInPathBackTo(location)} className="btn btn-secondary w-full">
          {label}
        </Link>
      )}
      <p className="text-base-content/75 text-sm">{t('reserve.note')}</p>
    </div>
  ) : terms.data.reason ? (
    <p className="text-base-content/75 text-sm">{terms.data.reason}</p>
  ) : null;
  // The dialog keeps its place whatever is shown beside it, so that it is never mounted afresh.
  return (
    <>
      {car.reservedUntil ? null : offer}
      {dialog}
    </>
  );
}

/** The page's description for search results and shared links. */
function describe(car: CarPageData): string {
  const facts = [
    car.year,
    car.make,
    car.modelName,
    car.trim,
    car.mileage === null ? null : formatMileage(car.mileage),
    car.location,
  ].filter((part) => part !== null && part !== '');
  return carPageCatalogue.t('head.description', {
    name: car.productName,
    price: formatPrice(car.resalePrice),
    facts: facts.join(', '),
  });
}

/** Title, description and Open Graph, which React 19 hoists into the document head, and the JSON-LD of the car. */
function PageHead({ car }: { car: CarPageData }) {
  const t = useT(carPageCatalogue);
  const origin = usePageOrigin();
  const url = `${origin}${carPath(car._id)}`;
  const title = t('head.title', { name: car.productName });
  const description = describe(car);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}${car.image}`} />
      <JsonLd data={carStructuredData(car, url, origin)} />
    </>
  );
}

function PriceHistory({ car }: { car: CarPageData }) {
  const t = useT(carPageCatalogue);
  if (car.priceHistory.length < 2) return null;
  return (
    <section aria-labelledby="price-history" className="space-y-2">
      <h2 id="price-history" className="text-lg font-bold">
        {t('priceHistory')}
      </h2>
      <ol className="space-y-1 text-sm">
        {[...car.priceHistory].reverse().map((change) => (
          <li key={change.at} className="flex justify-between gap-4 tabular-nums">
            <ShownDate at={change.at} />
            <span className="font-semibold">{formatPrice(change.price)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SimilarCars({ cars }: { cars: SimilarCar[] }) {
  const t = useT(carPageCatalogue);
  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="similar-cars" className="space-y-4">
      <h2 id="similar-cars" className="text-2xl font-bold">
        {t('similar')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car) => (
          <li key={car._id} className="card bg-base-100 border-base-300 overflow-hidden border">
            <StoredPhoto
              src={car.image}
              sizes="(min-width: 1024px) 400px, 100vw"
              className="aspect-[8/5] object-cover"
            />
            <div className="card-body gap-1 p-4">
              <Link to={carPath(car._id)} className="link link-hover font-semibold">
                {car.productName}
              </Link>
              <p className="text-base-content/75 text-sm">
                {[car.year, car.mileage === null ? null : formatMileage(car.mileage), car.location]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-primary text-lg font-bold">{formatPrice(car.resalePrice)}</p>
              <PriceDropBadge drop={car.priceDrop} />
              <ReservedBadge until={car.reservedUntil} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Book and Report; a signed-out visitor is asked to sign in and comes back here. */
function Actions({ car, widgets }: { car: CarPageData; widgets: CarPageWidgets }) {
  const t = useT(carPageCatalogue);
  const { user } = useAuth();
  const location = useLocation();
  const [booking, setBooking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const queryClient = useQueryClient();
  const reported = car.reportedByYou;
  const { BookingDialog, reportCar } = widgets;
  const sold = car.saleStatus === 'sold';
  const bookName = t('actions.bookCar', { name: car.productName });
  const reportName = t('actions.reportCar', { name: car.productName });
  if (sold) {
    return (
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-primary" disabled aria-label={bookName}>
          {t('actions.book')}
        </button>
        <button type="button" className="btn btn-outline" disabled aria-label={reportName}>
          {t('actions.report')}
        </button>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="rounded-box bg-base-200 space-y-3 p-4">
        <p>{t('actions.signIn')}</p>
        <div className="grid grid-cols-2 gap-2">
          <Link to={signInPathBackTo(location)} className="btn btn-primary" aria-label={bookName}>
            {t('actions.book')}
          </Link>
          <Link to={signInPathBackTo(location)} className="btn btn-outline" aria-label={reportName}>
            {t('actions.report')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <button
        type="button"
        className="btn btn-primary"
        aria-label={bookName}
        onClick={() => setBooking(true)}
      >
        {t('actions.book')}
      </button>
      <button
        type="button"
        className="btn btn-outline"
        disabled={reported}
        aria-label={reported ? t('actions.reportedCar', { name: car.productName }) : reportName}
        onClick={() => setReporting(true)}
      >
        {reported ? t('actions.reported') : t('actions.report')}
      </button>
      {reporting ? (
        <ReportDialog
          title={reportName}
          send={async (details) => {
            await reportCar(car, details);
            markCarPageReported(queryClient, car._id);
          }}
          onClose={() => setReporting(false)}
        />
      ) : null}
      {booking ? <BookingDialog car={car} onClose={() => setBooking(false)} /> : null}
    </div>
  );
}

function CarDetails({ car, widgets }: { car: CarPageData; widgets: CarPageWidgets }) {
  const t = useT(carPageCatalogue);
  const { FavoriteButton, MessageSeller, MakeOffer, TestDrive } = widgets;
  const sold = car.saleStatus === 'sold';
  return (
    <article className="space-y-10">
      <PageHead car={car} />
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <Gallery images={car.images.length > 0 ? car.images : [car.image]} name={car.productName} />
        <div className="space-y-5">
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              {sold ? <span className="badge badge-neutral badge-lg">{t('sold')}</span> : null}
              <PriceDropBadge drop={car.priceDrop} />
              <ReservedBadge until={car.reservedUntil} />
            </div>
            <h1 className="text-3xl font-extrabold tracking-tight break-words">{car.productName}</h1>
            <p className="text-base-content/75">
              {car.model} · {car.location}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-primary text-3xl font-extrabold tabular-nums">
                <span className="sr-only">{t('price')} </span>
                {formatPrice(car.resalePrice)}
              </p>
              <FavoriteButton carId={car._id} carName={car.productName} sold={sold} />
            </div>
          </div>
          {sold ? null : (
            <CarDealRating
              carId={car._id}
              price={car.resalePrice}
              productName={car.productName}
              rating={car.dealRating}
            />
          )}
          {sold || !widgets.PaymentCalculator ? null : <widgets.PaymentCalculator car={car} />}
          <Actions car={car} widgets={widgets} />
          {sold ? null : <Reserve car={car} widgets={widgets} />}
          {sold ? null : (
            <div className="space-y-2">
              <TestDrive car={car} />
              <MakeOffer car={car} />
              <MessageSeller car={car} />
            </div>
          )}
          <div className="rounded-box bg-base-200 space-y-1 p-4 text-sm">
            <p className="flex items-center gap-1 font-semibold">
              <span className="text-base-content/70 font-normal">{t('seller')}</span>
              {car.dealer ? (
                // A dealership's car is sold by the dealership: its storefront, not the staff member who listed it.
                <Link to={dealerPath(car.dealer.slug)} className="link link-hover">
                  {car.dealer.name}
                </Link>
              ) : car.sellerName && car.sellerId ? (
                <Link to={sellerPath(car.sellerId)} className="link link-hover">
                  {car.sellerName}
                </Link>
              ) : (
                (car.sellerName ?? <span className="font-normal italic">{t('seller.closed')}</span>)
              )}
              {car.sellerStatus === 'verified' ? <VerifiedBadge /> : null}
            </p>
            <SellerRating rating={car.sellerRating} />
            {car.replyTimeMinutes !== null ? (
              <p>{t('seller.replies', { when: replyTimeWords(car.replyTimeMinutes) })}</p>
            ) : null}
            {car.phone !== undefined && car.sellerEmail !== undefined ? (
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                <a href={`tel:${car.phone.replace(/[^\d+]/g, '')}`} className="link link-hover">
                  {car.phone}
                </a>
                <a href={`mailto:${car.sellerEmail}`} className="link link-hover break-all">
                  {car.sellerEmail}
                </a>
              </p>
            ) : car.signedIn ? null : (
              <p>{t('seller.signIn')}</p>
            )}
          </div>
          <PriceHistory car={car} />
        </div>
      </div>
      <section aria-labelledby="details" className="space-y-4">
        <h2 id="details" className="text-2xl font-bold">
          {t('details')}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:grid-cols-3 lg:grid-cols-4">
          <VehicleDetails car={car} />
          <Detail term={t('details.condition')}>{car.conditionType}</Detail>
          <Detail term={t('details.originalPrice')}>{formatPrice(car.originalPrice)}</Detail>
          <Detail term={t('details.purchaseYear')}>{car.purchaseYear}</Detail>
          <Detail term={t('details.useYears')}>{car.useYear}</Detail>
          <Detail term={t('details.zip')}>{car.zip ?? t('details.zipMissing')}</Detail>
          <Detail term={t('details.listed')}>
            <ShownDate at={car.listedAt} />
          </Detail>
        </dl>
        {car.description ? (
          <p className="max-w-prose leading-relaxed break-words">{car.description}</p>
        ) : null}
      </section>
      <SimilarCars cars={car.similar} />
    </article>
  );
}

/** /cars/{id}: a car's public page, for anyone. */
export function CarPage({ id, widgets }: { id: string; widgets: CarPageWidgets }) {
  const t = useT(carPageCatalogue);
  const { user } = useAuth();
  const page = useCarPage(id, user?.email ?? null);
  if (page.isPending) {
    // A screen high, so the footer does not jump down under the visitor's eyes when the car arrives.
    return (
      <div className="min-h-dvh">
        <PulsingDots label={t('loading')} />
      </div>
    );
  }
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) {
      return (
        <div className="space-y-4 py-10 text-center">
          <title>{t('notFound.title')}</title>
          <h1 className="text-2xl font-bold">{t('notFound.heading')}</h1>
          <Link to="/home" className="btn btn-primary">
            {t('notFound.home')}
          </Link>
        </div>
      );
    }
    return <LoadFailed what={t('failed.what')} error={page.error} retry={() => void page.refetch()} />;
  }
  return <CarDetails car={page.data} widgets={widgets} />;
}
