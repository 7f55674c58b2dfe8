import { completedBooking } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH /api/bookingPayment/{id} (no body): the booking is paid and its car sold to the buyer. A 409
 * PAYMENT_REFUNDED says the car went to someone else a moment earlier and the charge was refunded.
 */
export function completeBookingPayment(bookingId: string) {
  return apiRequest(`/bookingPayment/${encodeURIComponent(bookingId)}`, completedBooking, {
    method: 'PATCH',
    auth: true,
  });
}
