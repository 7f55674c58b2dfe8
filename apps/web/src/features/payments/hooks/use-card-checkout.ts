import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-error';
import { myOrdersQueryKey } from '../../../entities/order/api/my-orders';
import type { BookingPayment } from '../api/booking-payment';
import { completeBookingPayment } from '../api/complete-booking-payment';
import { recordPayment } from '../api/record-payment';
import { useCardPayment, type CardConfirmation } from '../card-payment';
import { paymentRecord } from '../payment-record';
import { paymentsCatalogue } from '../i18n';

/**
 * Where a card payment stands on the page:
 * card → confirming (at the provider) → recording (charged: recorded, then the booking completed) → paid;
 * a card the provider refuses goes back to card; once charged it never does (no second charge from this page):
 * a refusal by our server is final (refused), a failure to reach it can be tried again (unconfirmed: the server's
 * webhook completes the payment anyway).
 */
export type CheckoutStep =
  | { name: 'card' }
  | { name: 'confirming' }
  | { name: 'recording'; transactionId: string }
  | { name: 'paid'; transactionId: string }
  | { name: 'unconfirmed'; transactionId: string }
  | { name: 'refused'; refunded: boolean; message: string };

async function confirmSafely(
  confirm: () => Promise<CardConfirmation | null>,
): Promise<CardConfirmation | null> {
  try {
    return await confirm();
  } catch (error) {
    return { error: messageOf(error) };
  }
}

/** Paying for `booking` with the card payment provider around it, once `clientSecret` has arrived. */
export function useCardCheckout(booking: BookingPayment, clientSecret: string | undefined) {
  const card = useCardPayment();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CheckoutStep>({ name: 'card' });
  const [cardError, setCardError] = useState<string>();
  // Set at once on the first click, before any re-render: a double click confirms one payment.
  const charging = useRef(false);
  const settling = useRef(false);
  const recorded = useRef<string>(undefined);

  async function settle(transactionId: string) {
    if (settling.current) return;
    settling.current = true;
    setStep({ name: 'recording', transactionId });
    try {
      if (recorded.current !== transactionId) {
        await recordPayment(paymentRecord(booking, transactionId, new Date()));
        recorded.current = transactionId;
      }
      const completed = await completeBookingPayment(booking._id);
      setStep({ name: 'paid', transactionId: completed.transactionId });
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'PAYMENT_REFUNDED' || error.code === 'CONFLICT')) {
        setStep({ name: 'refused', refunded: error.code === 'PAYMENT_REFUNDED', message: error.message });
      } else {
        setStep({ name: 'unconfirmed', transactionId });
      }
    } finally {
      settling.current = false;
      void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
    }
  }

  async function pay() {
    if (charging.current || !card.ready || clientSecret === undefined) return;
    charging.current = true;
    setCardError(undefined);
    setStep({ name: 'confirming' });
    const result = await confirmSafely(() =>
      card.confirm(clientSecret, { name: booking.username, email: booking.email }),
    );
    if (result && !('error' in result) && result.status === 'succeeded') {
      // Charged: `charging` stays set for good.
      await settle(result.id);
      return;
    }
    if (result) setCardError('error' in result ? result.error : paymentsCatalogue.t('checkout.notCompleted'));
    setStep({ name: 'card' });
    charging.current = false;
  }

  /** Records and completes a payment that went through, again; never charges again. */
  function retry() {
    if (step.name === 'unconfirmed') void settle(step.transactionId);
  }

  return {
    step,
    cardError,
    clearCardError: () => setCardError(undefined),
    canPay: card.ready && clientSecret !== undefined && step.name === 'card',
    busy: step.name === 'confirming' || step.name === 'recording',
    pay,
    retry,
  };
}
