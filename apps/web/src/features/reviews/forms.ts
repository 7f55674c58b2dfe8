import { newReview, reviewRating, reviewReply, reviewReport } from '@second-gear/contract';
import { z } from 'zod';
import { chosen, required } from '../../components/form/form-rules';

/** The stars, picked from five radio buttons (their values are text): the contract's own rule then judges them. */
const stars = chosen(z.string()).transform(Number).pipe(reviewRating);

export const reviewForm = z.object({ rating: stars, text: required(newReview.shape.text) });
export const reviewLabels = { rating: 'Rating', text: 'Your review' };

export const replyForm = z.object({ text: required(reviewReply.shape.text) });
export const replyLabels = { text: 'Your reply' };

export const reportForm = z.object({
  reason: chosen(reviewReport.shape.reason),
  note: reviewReport.shape.note,
});
export const reportLabels = { reason: 'Reason', note: 'Note' };

/** What the moderators read for each reason. */
export const reportReasonWords: Record<z.output<typeof reviewReport>['reason'], string> = {
  scam: 'A scam',
  misleading: 'Misleading',
  'wrong-details': 'Wrong details',
  offensive: 'Offensive',
  sold: 'About a car sold elsewhere',
  other: 'Something else',
};
