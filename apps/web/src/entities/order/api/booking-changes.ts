import { bookingChanged } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dealsQueryKey, offersQueryKey } from '../../live/live-queries';
import { myOrdersQueryKey } from './my-orders';

/** A booking's change shows in My orders, the seller's deals and the offer that made it. */
export function useBookingChange<Variables>(request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [myOrdersQueryKey, dealsQueryKey, offersQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** POST /api/bookings/{id}/cancel: the buyer cancels their unpaid booking. */
export const useCancelBooking = () =>
  useBookingChange((bookingId: string) =>
    apiRequest(`/bookings/${encodeURIComponent(bookingId)}/cancel`, bookingChanged, {
      method: 'POST',
      auth: true,
    }),
  );

/** POST /api/bookings/{id}/decline {reason}: the seller declines a booking of their car. */
export const useDeclineBooking = () =>
  useBookingChange(({ bookingId, reason }: { bookingId: string; reason: string }) =>
    apiRequest(`/bookings/${encodeURIComponent(bookingId)}/decline`, bookingChanged, {
      method: 'POST',
      auth: true,
      body: { reason },
    }),
  );
