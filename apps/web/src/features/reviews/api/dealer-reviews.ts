import { reviewPage } from '@second-gear/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewsQueryKey } from '../../../entities/live/live-queries';

/** GET /api/dealers/{slug}/reviews?page=: a page of the reviews of the cars a dealership sold, newest first. */
function dealerReviewsQueryOptions(slug: string, page: number) {
  return queryOptions({
    queryKey: [...reviewsQueryKey, 'dealer', slug, page],
    queryFn: ({ signal }) =>
      apiRequest(`/dealers/${encodeURIComponent(slug)}/reviews?page=${page}`, reviewPage, {
        signal,
        auth: true,
      }),
  });
}

export const useDealerReviews = (slug: string, page: number) =>
  useQuery({ ...dealerReviewsQueryOptions(slug, page), placeholderData: keepPreviousData });
