import type { Reservation, ReservationTerms } from '@second-gear/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { ReservedBadge } from '../../../components/ui/reserved-badge';
import { messageOf } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format';
import { MyOrdersDialogActions } from '../../../entities/order/components/my-orders-actions';
import { reservationsQueryKey } from '../../../entities/reservation/api/reservations';
import { useAuth } from '../../../entities/session/auth-context';
import { usePaymentProvider } from '../api/payment-provider';
import { confirmReservation, newReservationQueryOptions } from '../api/reserve-car';
import { useCardPayment } from '../card-payment';
import { CardPaymentProvider } from './card-payment-provider';
import { useT } from '../../../lib/i18n';
import { paymentsCatalogue } from '../i18n';

export interface ReserveDialogProps {
  car: { _id: string; productName: string };
  terms: Pick<ReservationTerms, 'deposit' | 'balance'>;
  /** Closes the dialog (the caller unmounts it). */
  onClose: () => void;
}

/** The hold on the card, as a gateway reports it once the card is confirmed for a manual-capture intent. */
const heldStatus = 'requires_capture';

function ReserveForm({
  clientSecret,
  reservationId,
  terms,
  onReserved,
}: {
  clientSecret: string;
  reservationId: string;
  terms: ReserveDialogProps['terms'];
  onReserved: (reservation: Reservation) => void;
}) {
  const t = useT(paymentsCatalogue);
  const card = useCardPayment();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Set at once on the first click, before any re-render: a double click confirms one hold.
  const holding = useRef(false);
  const errorId = useId();
  const shownError = error ?? card.inputError;

  async function reserve() {
    if (holding.current || !card.ready || !user) return;
    holding.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const result = await card.confirm(clientSecret, { name: user.displayName, email: user.email });
      if (!result) return;
      if ('error' in result) {
        setError(result.error);
        return;
      }
      if (result.status !== heldStatus) {
        setError(t('reserve.notHeld'));
        return;
      }
      onReserved(await confirmReservation(reservationId));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      holding.current = false;
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: reservationsQueryKey });
    }
  }

  return (
    <form
      id="reserve-form"
      noValidate
      aria-label={t('reserve.formLabel')}
      aria-busy={busy}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void reserve();
      }}
    >
      <p>
        {t('reserve.terms', { deposit: formatPrice(terms.deposit), balance: formatPrice(terms.balance) })}
      </p>
      {card.renderInput({ errorId: shownError ? errorId : undefined, busy })}
      {shownError ? (
        <p id={errorId} role="alert" className="text-error font-medium">
          {shownError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={!card.ready || busy}
        aria-busy={busy}
      >
        {busy ? <span aria-hidden="true" className="loading loading-spinner loading-sm" /> : null}
        {t('reserve.submit', { deposit: formatPrice(terms.deposit) })}
      </button>
    </form>
  );
}

/**
 * Reserving a car: the deposit's hold is made when the dialog opens, the card is typed into the payment provider's
 * form as on the payment page, and once the card holds it the reservation holds the car.
 */
export function ReserveDialog({ car, terms, onClose }: ReserveDialogProps) {
  const t = useT(paymentsCatalogue);
  const provider = usePaymentProvider();
  const hold = useQuery(newReservationQueryOptions(car._id));
  const [reserved, setReserved] = useState<Reservation>();
  const title = t('reserve.title', { name: car.productName });

  if (reserved) {
    return (
      <Dialog
        title={t('reserve.reservedTitle')}
        onClose={onClose}
        actions={<MyOrdersDialogActions onClose={onClose} />}
      >
        <p>
          {t.rich('reserve.reserved', {
            name: car.productName,
            badge: <ReservedBadge until={reserved.expiresAt} />,
          })}
        </p>
        <p>{t('reserve.payRest', { balance: formatPrice(reserved.balance) })}</p>
      </Dialog>
    );
  }
  const close = (
    <button type="button" className="btn" onClick={onClose}>
      {t('reserve.close')}
    </button>
  );
  if (hold.isError) {
    return (
      <Dialog title={title} onClose={onClose} actions={close}>
        <p role="alert" className="text-error font-medium">
          {messageOf(hold.error)}
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog title={title} onClose={onClose} actions={close}>
      {hold.data ? (
        <CardPaymentProvider provider={provider.data}>
          <ReserveForm
            clientSecret={hold.data.clientSecret}
            reservationId={hold.data._id}
            terms={terms}
            onReserved={setReserved}
          />
        </CardPaymentProvider>
      ) : (
        <PulsingDots label={t('reserve.preparing')} />
      )}
    </Dialog>
  );
}
