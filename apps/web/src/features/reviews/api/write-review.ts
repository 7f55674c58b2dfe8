import { review, type NewReview } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';
import { useReviewChange } from './review-change';

/** POST /api/reviews {bookingId, rating, text}: the buyer reviews the seller of a car they paid for. */
export const useWriteReview = () =>
  useReviewChange((body: NewReview) => apiRequest('/reviews', review, { method: 'POST', auth: true, body }));
