import { dealList } from '@second-gear/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dealsQueryKey } from '../../../entities/live/live-queries';
import { useAuth } from '../../../entities/session/auth-context';

/** GET /api/deals: the signed-in seller's cars with their bookings and offers, kept live by the event stream. */
export function useDeals() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...dealsQueryKey, user?.email ?? ''],
    queryFn: ({ signal }) => apiRequest('/deals', dealList, { auth: true, signal }),
    enabled: user !== null,
  });
}
