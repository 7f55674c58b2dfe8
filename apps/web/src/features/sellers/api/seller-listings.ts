import { listingPage } from '@second-gear/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/sellers/{id}/listings?page=: a page of the seller's cars for sale, newest first. */
export function sellerListingsQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: ['sellers', id, 'listings', page],
    queryFn: ({ signal }) =>
      apiRequest(`/sellers/${encodeURIComponent(id)}/listings?page=${page}`, listingPage, { signal }),
  });
}

export const useSellerListings = (id: string, page: number, enabled: boolean) =>
  useQuery({ ...sellerListingsQueryOptions(id, page), enabled, placeholderData: keepPreviousData });
