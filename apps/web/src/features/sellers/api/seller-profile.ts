import { sellerProfile } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/sellers/{id}: a seller's public profile, for anyone. */
export function sellerProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['sellers', id],
    queryFn: ({ signal }) => apiRequest(`/sellers/${encodeURIComponent(id)}`, sellerProfile, { signal }),
  });
}

export const useSellerProfile = (id: string) => useQuery(sellerProfileQueryOptions(id));
