import { listingStats } from '@second-gear/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/products/{id}/stats?days=: one of the seller's cars over the last `days` days. */
export function useListingStats(carId: string, days: number) {
  return useQuery({
    queryKey: ['listing-stats', carId, days],
    queryFn: ({ signal }) =>
      apiRequest(`/products/${encodeURIComponent(carId)}/stats?days=${days}`, listingStats, {
        auth: true,
        signal,
      }),
  });
}
