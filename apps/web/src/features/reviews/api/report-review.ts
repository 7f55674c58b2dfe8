import { okAnswer, type ReviewReport } from '@second-gear/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/reviews/{id}/report {reason, note?}: the buyer or the seller flags a review for the moderators. */
export const useReportReview = () =>
  useMutation({
    mutationFn: ({ id, ...body }: ReviewReport & { id: string }) =>
      apiRequest(`/reviews/${encodeURIComponent(id)}/report`, okAnswer, { method: 'POST', auth: true, body }),
  });
