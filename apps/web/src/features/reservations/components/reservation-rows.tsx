import type { Reservation } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ShownDate } from '../../../components/ui/shown-date';
import { messageOf } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format';
import { carPath } from '../../../entities/car/car-path';
import {
  cancelReservation,
  reservationsQueryKey,
  useMyReservations,
} from '../../../entities/reservation/api/reservations';
import { useT } from '../../../lib/i18n';
import { reservationsCatalogue } from '../i18n';

function CancelButton({ reservation }: { reservation: Reservation }) {
  const t = useT(reservationsCatalogue);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelReservation(reservation._id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey }),
  });
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={cancel.isPending}
        aria-label={t('cancelLabel', { name: reservation.productName })}
        onClick={() => cancel.mutate()}
      >
        {t('cancel')}
      </button>
      {cancel.isError ? (
        <p role="alert" className="text-error text-sm">
          {messageOf(cancel.error)}
        </p>
      ) : null}
    </>
  );
}

function State({ reservation }: { reservation: Reservation }) {
  const t = useT(reservationsCatalogue);
  if (reservation.state !== 'active') return <>{t('state', { state: reservation.state })}</>;
  return <>{t.rich('reservedUntil', { until: <ShownDate at={reservation.expiresAt} time /> })}</>;
}

function CarName({ reservation }: { reservation: Reservation }) {
  return reservation.carId ? (
    <Link to={carPath(reservation.carId)} className="link link-hover font-semibold">
      {reservation.productName}
    </Link>
  ) : (
    <span className="font-semibold">{reservation.productName}</span>
  );
}

/**
 * The buyer's reservations for My orders: car, state (with its deadline while it holds the car), deposit, what PAY NOW
 * charges, and Cancel while it can be cancelled. Nothing when the buyer has none.
 */
export function MyReservations() {
  const t = useT(reservationsCatalogue);
  const reservations = useMyReservations();
  const mine = (reservations.data ?? []).filter((each) => each.role === 'buyer' && each.state !== 'pending');
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="my-reservations" className="space-y-2">
      <h2 id="my-reservations" className="text-xl font-bold">
        {t('heading')}
      </h2>
      <div className="overflow-x-auto">
        <table className="table">
          <thead>
            <tr>
              <th>{t('car')}</th>
              <th>{t('stateColumn')}</th>
              <th>{t('deposit')}</th>
              <th>{t('leftToPay')}</th>
              <th>
                <span className="sr-only">{t('action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {mine.map((reservation) => (
              <tr key={reservation._id}>
                <td>
                  <CarName reservation={reservation} />
                </td>
                <td>
                  <State reservation={reservation} />
                </td>
                <td className="tabular-nums">{formatPrice(reservation.amount)}</td>
                <td className="tabular-nums">{formatPrice(reservation.balance)}</td>
                <td>{reservation.state === 'active' ? <CancelButton reservation={reservation} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** For My products: who reserved which of the seller's cars, until when, with Cancel. Nothing when none is reserved. */
export function CarReservations() {
  const t = useT(reservationsCatalogue);
  const reservations = useMyReservations();
  const held = (reservations.data ?? []).filter((each) => each.role === 'seller' && each.state === 'active');
  if (held.length === 0) return null;
  return (
    <section aria-labelledby="car-reservations" className="rounded-box bg-base-200 space-y-2 p-4">
      <h2 id="car-reservations" className="text-xl font-bold">
        {t('reservedCars')}
      </h2>
      <ul className="space-y-2">
        {held.map((reservation) => (
          <li key={reservation._id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <CarName reservation={reservation} />
            <span>
              {t.rich('reservedBy', {
                buyer: reservation.buyerName,
                email: reservation.buyerEmail,
                mail: (chunks) => (
                  <a href={`mailto:${reservation.buyerEmail}`} className="link">
                    {chunks}
                  </a>
                ),
                until: <ShownDate at={reservation.expiresAt} time />,
                deposit: formatPrice(reservation.amount),
              })}
            </span>
            <CancelButton reservation={reservation} />
          </li>
        ))}
      </ul>
    </section>
  );
}
