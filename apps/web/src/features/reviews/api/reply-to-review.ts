import { review } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';
import { useReviewChange } from './review-change';

/** POST /api/reviews/{id}/reply {text}: the reviewed seller answers, once and publicly. */
export const useReplyToReview = () =>
  useReviewChange(({ id, text }: { id: string; text: string }) =>
    apiRequest(`/reviews/${encodeURIComponent(id)}/reply`, review, {
      method: 'POST',
      auth: true,
      body: { text },
    }),
  );
