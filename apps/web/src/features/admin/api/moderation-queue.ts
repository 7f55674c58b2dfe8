import { moderationList } from '@second-gear/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchAdminPage } from './admin-pages';

export const moderationQueueQueryKey = ['admin', 'moderation'] as const;

/** GET /api/moderation: the open items, oldest first, 50 at a time (with the administrator's token). */
export function moderationQueueQueryOptions() {
  return infiniteQueryOptions({
    queryKey: moderationQueueQueryKey,
    queryFn: ({ pageParam, signal }) => fetchAdminPage(pageParam, moderationList, { auth: true, signal }),
    initialPageParam: '/moderation',
    getNextPageParam: (page) => page.next,
  });
}

export function useModerationQueue() {
  return useInfiniteQuery(moderationQueueQueryOptions());
}
