import { listingHeadlines } from '@second-gear/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../entities/session/auth-context';

/** GET /api/products/stats: the headline numbers of each of the signed-in seller's cars. */
export function useListingHeadlines() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['listing-stats', 'headlines', user?.email ?? ''],
    queryFn: ({ signal }) => apiRequest('/products/stats', listingHeadlines, { auth: true, signal }),
    enabled: user !== null,
  });
}
