import { reviewedMessageList } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/reportedMessages: messages the scam guard flagged or people reported, newest first (administrators). */
export function reportedMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'reportedMessages'],
    queryFn: ({ signal }) => apiRequest('/reportedMessages', reviewedMessageList, { auth: true, signal }),
  });
}

export function useReportedMessages() {
  return useQuery(reportedMessagesQueryOptions());
}
