import { reviewableOrders } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../entities/session/auth-context';

/** Every cache of reviews (a buyer's orders to review, sellers' review pages) sits under this key. */
export const reviewsQueryKey = ['reviews'] as const;

/** GET /api/reviews/mine: the buyer's paid orders, each with its review and whether it may be written or changed. */
export function ordersToReviewQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...reviewsQueryKey, 'mine', email],
    queryFn: ({ signal }) => apiRequest('/reviews/mine', reviewableOrders, { auth: true, signal }),
  });
}

export function useOrdersToReview() {
  const { user } = useAuth();
  return useQuery({ ...ordersToReviewQueryOptions(user?.email ?? ''), enabled: user !== null });
}
