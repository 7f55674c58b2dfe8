import { createdReservation, reservation } from '@second-gear/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { askedOnce } from './create-payment-intent';

/**
 * POST /api/reservations {carId}: the deposit's hold, to confirm with the card. Asked for once when the form opens
 * (a second ask while it waits for its card answers the same reservation) and dropped when it closes.
 */
export function newReservationQueryOptions(carId: string) {
  return queryOptions({
    queryKey: ['payments', 'reservation', carId],
    queryFn: ({ signal }) =>
      apiRequest('/reservations', createdReservation, {
        method: 'POST',
        body: { carId },
        auth: true,
        signal,
      }),
    ...askedOnce,
  });
}

/** POST /api/reservations/{id}/confirm: once the card holds the deposit, the reservation holds the car. */
export const confirmReservation = (id: string) =>
  apiRequest(`/reservations/${id}/confirm`, reservation, { method: 'POST', auth: true });
