import { reviewPage } from '@second-gear/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewsQueryKey } from '../../../entities/live/live-queries';

/** GET /api/sellers/{id}/reviews?page=: a page of the seller's reviews, newest first, with their replies. */
export function sellerReviewsQueryOptions(sellerId: string, page: number) {
  return queryOptions({
    queryKey: [...reviewsQueryKey, 'seller', sellerId, page],
    queryFn: ({ signal }) =>
      apiRequest(`/sellers/${encodeURIComponent(sellerId)}/reviews?page=${page}`, reviewPage, {
        signal,
        auth: true,
      }),
  });
}

export const useSellerReviews = (sellerId: string, page: number) =>
  useQuery({ ...sellerReviewsQueryOptions(sellerId, page), placeholderData: keepPreviousData });
