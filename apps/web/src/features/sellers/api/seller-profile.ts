import { sellerProfile } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/sellers/{id}: a seller's public profile, for anyone; a signed-in reader's says what they reported. */
export function sellerProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['sellers', id],
    queryFn: ({ signal }) =>
      apiRequest(`/sellers/${encodeURIComponent(id)}`, sellerProfile, { signal, auth: true }),
  });
}

export const useSellerProfile = (id: string) => useQuery(sellerProfileQueryOptions(id));
