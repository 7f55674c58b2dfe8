import { reportedItemList } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const reportedItemsQueryKey = ['admin', 'reportedItems'] as const;

/** GET /api/reportedItems: each reported car once, most reported first (with the administrator's token). */
export function reportedItemsQueryOptions() {
  return queryOptions({
    queryKey: reportedItemsQueryKey,
    queryFn: ({ signal }) => apiRequest('/reportedItems', reportedItemList, { auth: true, signal }),
  });
}

export function useReportedItems() {
  return useQuery(reportedItemsQueryOptions());
}
