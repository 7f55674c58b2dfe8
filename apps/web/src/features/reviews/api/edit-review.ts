import { review, type ReviewEdit } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';
import { useReviewChange } from './review-change';

/** PATCH /api/reviews/{id} {rating?, text?}: the writer changes their review, within 48 hours of writing it. */
export const useEditReview = () =>
  useReviewChange(({ id, ...body }: ReviewEdit & { id: string }) =>
    apiRequest(`/reviews/${encodeURIComponent(id)}`, review, { method: 'PATCH', auth: true, body }),
  );
