import { okAnswer, type ReviewReport } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';
import { useReviewChange } from './review-change';

/**
 * POST /api/reviews/{id}/report {reason, note?}: the buyer or the seller flags a review for the moderators; the review
 * then says "Reported" wherever it shows.
 */
export const useReportReview = () =>
  useReviewChange(({ id, ...body }: ReviewReport & { id: string }) =>
    apiRequest(`/reviews/${encodeURIComponent(id)}/report`, okAnswer, { method: 'POST', auth: true, body }),
  );
