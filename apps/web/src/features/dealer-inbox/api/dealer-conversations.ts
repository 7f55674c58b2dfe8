import { dealerConversation, dealerConversationPage } from '@second-gear/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationsQueryKey } from '../../../entities/live/live-queries';

/** Which of the dealership's conversations the inbox shows. */
export type InboxFilter = 'all' | 'me' | 'none';

/**
 * GET /api/dealers/{id}/conversations: a page at a time, the newest activity first. Under the conversations key, so a
 * new message's or an assignment's live event refetches it.
 */
export function dealerConversationsQueryOptions(dealerId: string, filter: InboxFilter) {
  return infiniteQueryOptions({
    queryKey: [...conversationsQueryKey, 'dealer', dealerId, filter],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (filter !== 'all') query.set('assignedTo', filter);
      if (pageParam) query.set('before', pageParam);
      const search = query.size > 0 ? `?${query}` : '';
      return apiRequest(
        `/dealers/${encodeURIComponent(dealerId)}/conversations${search}`,
        dealerConversationPage,
        { auth: true, signal },
      );
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function useDealerConversations(dealerId: string, filter: InboxFilter) {
  return useInfiniteQuery(dealerConversationsQueryOptions(dealerId, filter));
}

/** POST /api/conversations/{id}/assign {accountId}: an owner or a manager gives the conversation to a staff member. */
export function useAssignConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, accountId }: { conversationId: string; accountId: string }) =>
      apiRequest(`/conversations/${encodeURIComponent(conversationId)}/assign`, dealerConversation, {
        method: 'POST',
        body: { accountId },
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
