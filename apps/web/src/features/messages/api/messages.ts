import { messagePage } from '@second-gear/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationsQueryKey } from '../../../entities/live/live-queries';

/**
 * GET /api/conversations/{id}/messages: the newest page first, then older ones (`before` the oldest shown). Under the
 * conversations key, so a new message's event refetches the open thread.
 */
export function messagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: [...conversationsQueryKey, 'thread', conversationId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/conversations/${encodeURIComponent(conversationId)}/messages${pageParam ? `?before=${pageParam}` : ''}`,
        messagePage,
        { auth: true, signal },
      ),
    initialPageParam: '',
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?._id : undefined),
  });
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
