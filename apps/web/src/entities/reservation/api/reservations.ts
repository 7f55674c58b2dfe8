import { reservation, reservationList, reservationTerms } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../session/auth-context';

/** Reservations as their buyer and their car's seller see them; `reservation.changed` invalidates this key. */
export const reservationsQueryKey = ['reservations'] as const;

/** GET /api/reservations: mine as a buyer, and those of my cars as a seller, newest first. */
export function useMyReservations() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...reservationsQueryKey, user?.email ?? ''],
    queryFn: ({ signal }) => apiRequest('/reservations', reservationList, { auth: true, signal }),
    enabled: user !== null,
  });
}

/** POST /api/reservations/{id}/cancel: the buyer or the seller ends it, and the deposit's hold is released. */
export const cancelReservation = (id: string) =>
  apiRequest(`/reservations/${id}/cancel`, reservation, { method: 'POST', auth: true });

/**
 * GET /api/cars/{id}/reservation-terms: the deposit, and whether the car can be reserved now. Keyed under the car
 * page, so the car's live events refresh it.
 */
export function reservationTermsQueryOptions(carId: string) {
  return queryOptions({
    queryKey: ['car-page', carId, 'reservation-terms'],
    queryFn: ({ signal }) => apiRequest(`/cars/${carId}/reservation-terms`, reservationTerms, { signal }),
  });
}
