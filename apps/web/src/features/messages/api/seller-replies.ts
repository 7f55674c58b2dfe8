import { sellerReplies } from '@second-gear/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationsQueryKey } from '../../../entities/live/live-queries';

/**
 * GET /api/sellers/me/replies: the seller's usual reply time and the conversations waiting for their reply; kept
 * under the conversations' key, so a new message refreshes it.
 */
export function useSellerReplies() {
  return useQuery({
    queryKey: [...conversationsQueryKey, 'waiting-for-reply'],
    queryFn: ({ signal }) => apiRequest('/sellers/me/replies', sellerReplies, { auth: true, signal }),
  });
}
