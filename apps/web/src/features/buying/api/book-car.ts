import { insertedAnswer, type newBooking } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { myOrdersQueryKey } from '../../../entities/order/api/my-orders';

export type NewBooking = z.input<typeof newBooking>;

/**
 * POST /api/bookings: books a car. The server keeps only the car, the meeting location and the phone, and fills the
 * rest from the car and the buyer's account; the other fields are sent because the specification's call has them.
 */
export function bookCar(booking: NewBooking) {
  return apiRequest('/bookings', insertedAnswer, { method: 'POST', body: booking, auth: true });
}

/** Books a car; My orders is read again afterwards. */
export function useBookCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookCar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
