import { reviewableOrders } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reviewsQueryKey } from '../../../entities/live/live-queries';
import { useAuth } from '../../../entities/session/auth-context';

/** GET /api/reviews/mine: the buyer's paid orders, each with its review and whether it may be written or changed. */
export function ordersToReviewQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...reviewsQueryKey, 'mine', email],
    queryFn: ({ signal }) => apiRequest('/reviews/mine', reviewableOrders, { auth: true, signal }),
    // Read afresh each time My orders opens: an order paid a moment ago may be reviewed now.
    staleTime: 0,
  });
}

export function useOrdersToReview() {
  const { user } = useAuth();
  return useQuery({ ...ordersToReviewQueryOptions(user?.email ?? ''), enabled: user !== null });
}
