import { paymentIntentAnswer } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BookingPayment } from './booking-payment';

/**
 * POST /api/create-payment-intent {bookingId, price}: the client secret to confirm the card payment with. The server
 * computes the amount from the booking; the price goes along because the specification's call sends it, parsed as an
 * integer.
 */
export function createPaymentIntent(booking: BookingPayment, signal?: AbortSignal) {
  return apiRequest('/create-payment-intent', paymentIntentAnswer, {
    method: 'POST',
    body: { bookingId: booking._id, price: Number.parseInt(String(booking.productPrice), 10) },
    auth: true,
    signal,
  });
}

/**
 * A call that creates something at the gateway (an intent, a hold), made as a query: never again by itself (not on
 * focus, not on retry), dropped as soon as its page or form is left, its failure shown there rather than logged.
 */
export const askedOnce = {
  staleTime: Infinity,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  meta: { logErrors: false },
} as const;

/**
 * Asked for once when the payment page opens (a query, so that a second mount shares the request) and never again
 * by itself: not on focus, not on retry. Dropped as soon as the page is left. Its failure is shown on the page, so it
 * is not logged as well.
 */
export function paymentIntentQueryOptions(booking: BookingPayment) {
  return queryOptions({
    queryKey: ['payments', 'intent', booking._id],
    queryFn: ({ signal }) => createPaymentIntent(booking, signal),
    ...askedOnce,
  });
}

export function usePaymentIntent(booking: BookingPayment) {
  return useQuery(paymentIntentQueryOptions(booking));
}
