import type { CarDeals, DealBooking, Reservation, TestDrive } from '@second-gear/contract';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { TextField } from '../../../components/ui/text-field';
import { messageOf } from '../../../lib/api-error';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { carPath } from '../../../entities/car/car-path';
import { OfferCard } from '../../../entities/offer/components/offer-card';
import { useDeals } from '../api/deals';
import { useDeclineBooking } from '../../../entities/order/api/booking-changes';
import { bookingStateWords } from '../../../entities/order/order-words';
import { RefundBooking, RefundNotice } from './refund-booking';
import { useT } from '../../../lib/i18n';
import { dealsCatalogue } from '../i18n';

const reservationWords = {
  pending: 'reservation.pending',
  converted: 'reservation.converted',
  cancelled: 'reservation.cancelled',
  expired: 'reservation.expired',
} as const;

/** Who holds the car with a deposit, until when, and how it ended. */
function ReservationItem({ reservation }: { reservation: Reservation }) {
  const t = useT(dealsCatalogue);
  const state =
    reservation.state === 'active'
      ? t('reservation.active', { until: formatDateTime(reservation.expiresAt) })
      : reservation.state === 'cancelled' && reservation.cancelledBy
        ? t(
            reservation.cancelledBy === 'seller'
              ? 'reservation.cancelledByYou'
              : 'reservation.cancelledByBuyer',
          )
        : t(reservationWords[reservation.state]);
  return (
    <li className="rounded-box border-base-300 border p-3 text-sm">
      <p className="font-semibold">{state}</p>
      <p>
        {reservation.buyerName} ·{' '}
        <a href={`mailto:${reservation.buyerEmail}`} className="link link-hover break-all">
          {reservation.buyerEmail}
        </a>
      </p>
      <p className="text-base-content/75">
        {t('reservation.money', {
          deposit: formatPrice(reservation.amount),
          balance: formatPrice(reservation.balance),
        })}
      </p>
    </li>
  );
}

/** Decline, with the reason the buyer will read. */
function DeclineBooking({ booking }: { booking: DealBooking }) {
  const t = useT(dealsCatalogue);
  const decline = useDeclineBooking();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!booking.actions.includes('decline')) return null;
  if (!open) {
    return (
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={t('decline.label', { buyer: booking.buyerName })}
        onClick={() => setOpen(true)}
      >
        {t('decline.open')}
      </button>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) decline.mutate({ bookingId: booking._id, reason: reason.trim() });
      }}
    >
      <TextField
        name={`reason-${booking._id}`}
        label={t('decline.reason')}
        value={reason}
        onValueChange={setReason}
        maxLength={500}
        error={decline.isError ? messageOf(decline.error) : undefined}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-error btn-sm" disabled={decline.isPending || !reason.trim()}>
          {t('decline.submit')}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={decline.isPending}
          onClick={() => setOpen(false)}
        >
          {t('decline.keep')}
        </button>
      </div>
    </form>
  );
}

function BookingItem({ booking, productName }: { booking: DealBooking; productName: string }) {
  const t = useT(dealsCatalogue);
  return (
    <li className="card border-base-300 bg-base-100 max-w-md border">
      <div className="card-body gap-1 p-4 text-sm">
        <h4 className="text-base font-semibold">
          {t('booking.heading', { buyer: booking.buyerName, price: formatPrice(booking.productPrice) })}
        </h4>
        <p className="font-medium">{bookingStateWords(booking, 'seller')}</p>
        <RefundNotice booking={booking} />
        <p>
          {t.rich('booking.when', {
            when: formatDateTime(booking.createdAt),
            location: booking.meetingLocation,
            time: (chunks) => <time dateTime={booking.createdAt}>{chunks}</time>,
          })}
        </p>
        <p className="break-words">
          <a href={`mailto:${booking.buyerEmail}`} className="link">
            {booking.buyerEmail}
          </a>{' '}
          ·{' '}
          <a href={`tel:${booking.phone}`} className="link">
            {booking.phone}
          </a>
        </p>
        <DeclineBooking booking={booking} />
        <RefundBooking booking={booking} productName={productName} />
      </div>
    </li>
  );
}

function CarDealsSection({ deal, TestDriveCard }: { deal: CarDeals; TestDriveCard: TestDriveCardWidget }) {
  const t = useT(dealsCatalogue);
  const { car } = deal;
  return (
    <section aria-label={car.productName} className="space-y-3">
      <div className="flex items-center gap-3">
        <StoredPhoto
          src={car.image}
          sizes="96px"
          width={96}
          height={60}
          className="rounded-field bg-base-200 shrink-0 object-cover"
          style={{ width: 96, height: 60 }}
        />
        <div>
          <h2 className="text-xl font-bold">
            <Link to={carPath(car._id)} className="link link-hover">
              {car.productName}
            </Link>
          </h2>
          <p className="text-sm">
            {formatPrice(car.resalePrice)}
            {car.saleStatus === 'sold' ? <span className="badge badge-neutral ml-2">{t('sold')}</span> : null}
          </p>
        </div>
      </div>
      {deal.offers.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold">{t('offers')}</h3>
          <ol className="space-y-2">
            {deal.offers.map((offer) => (
              <li key={offer._id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {deal.reservations.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold">{t('reservations')}</h3>
          <ol className="space-y-2">
            {deal.reservations.map((reservation) => (
              <ReservationItem key={reservation._id} reservation={reservation} />
            ))}
          </ol>
        </div>
      ) : null}
      {deal.testDrives.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold">{t('testDrives')}</h3>
          <ol className="grid gap-2 md:grid-cols-2">
            {deal.testDrives.map((drive) => (
              <TestDriveCard key={drive._id} drive={drive} showCar={false} />
            ))}
          </ol>
        </div>
      ) : null}
      {deal.bookings.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold">{t('bookings')}</h3>
          <ol className="space-y-2">
            {deal.bookings.map((booking) => (
              <BookingItem key={booking._id} booking={booking} productName={car.productName} />
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

/** A test drive with its actions, from the feature that owns test drives (composed by the route). */
export type TestDriveCardWidget = ComponentType<{ drive: TestDrive; showCar?: boolean }>;

/**
 * The seller's deals: per car, its offers, reservations, test drives and bookings, newest first, with what the seller can do about
 * each.
 */
export function Deals({ TestDriveCard }: { TestDriveCard: TestDriveCardWidget }) {
  const t = useT(dealsCatalogue);
  const deals = useDeals();
  if (deals.isPending) return <PulsingDots label={t('loading')} />;
  if (deals.isError)
    return <LoadFailed what={t('failedWhat')} error={deals.error} retry={() => void deals.refetch()} />;
  if (deals.data.length === 0) {
    return (
      <div className="rounded-box bg-base-200 space-y-2 p-6">
        <h2 className="text-xl font-bold">{t('empty.heading')}</h2>
        <p>{t('empty.body')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {deals.data.map((deal) => (
        <CarDealsSection key={deal.car._id} deal={deal} TestDriveCard={TestDriveCard} />
      ))}
    </div>
  );
}
