import { reportedItemList } from '@second-gear/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchAdminPage } from './admin-pages';

export const reportedItemsQueryKey = ['admin', 'reportedItems'] as const;

/** GET /api/reportedItems: the reported cars 50 at a time, most reported first (with the administrator's token). */
export function reportedItemsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: reportedItemsQueryKey,
    queryFn: ({ pageParam, signal }) => fetchAdminPage(pageParam, reportedItemList, { auth: true, signal }),
    initialPageParam: '/reportedItems',
    getNextPageParam: (page) => page.next,
  });
}

export function useReportedItems() {
  return useInfiniteQuery(reportedItemsQueryOptions());
}
