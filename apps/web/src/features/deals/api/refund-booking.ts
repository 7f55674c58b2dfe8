import { refundAnswer, type SellerRefundRequest } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';
import { useBookingChange } from '../../../entities/order/api/booking-changes';

/** POST /api/payments/{bookingId}/refund {reason, relist}: the seller refunds a paid sale before their share is sent. */
export const useRefundBooking = () =>
  useBookingChange(({ bookingId, ...request }: SellerRefundRequest & { bookingId: string }) =>
    apiRequest(`/payments/${encodeURIComponent(bookingId)}/refund`, refundAnswer, {
      method: 'POST',
      auth: true,
      body: request,
    }),
  );
