import { okAnswer, type ReportDetails } from '@second-gear/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationsQueryKey } from '../../live/live-queries';

/** POST /api/users/{id}/report {reason, note?}: reports a person to the moderators (once; never oneself). */
export function reportUser(accountId: string, details: ReportDetails) {
  return apiRequest(`/users/${encodeURIComponent(accountId)}/report`, okAnswer, {
    method: 'POST',
    body: details,
    auth: true,
  });
}

/** Reports a person; the seller's profile and the conversations with them then say "Reported". */
export function useReportUser() {
  const queryClient = useQueryClient();
  return async (accountId: string, details: ReportDetails) => {
    await reportUser(accountId, details);
    await Promise.all(
      [['sellers', accountId], conversationsQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}
