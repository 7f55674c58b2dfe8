import { bookingPayment } from '@second-gear/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The booking its buyer is about to pay, as GET /api/bookingPayment/{id} gives it. */
export type BookingPayment = z.output<typeof bookingPayment>;

/**
 * GET /api/bookingPayment/{id}: the booking to pay. Loaded afresh by the payment page's route loader each time the
 * page opens (its payment status matters), so not cached. Someone else's or an unknown booking is a 404.
 */
export function getBookingPayment(id: string, signal?: AbortSignal): Promise<BookingPayment> {
  return apiRequest(`/bookingPayment/${encodeURIComponent(id)}`, bookingPayment, { auth: true, signal });
}
