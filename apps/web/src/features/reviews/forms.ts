import { newReview, reviewRating, reviewReply } from '@second-gear/contract';
import { z } from 'zod';
import { chosen, required } from '../../components/form/form-rules';

/** The stars, picked from five radio buttons (their values are text): the contract's own rule then judges them. */
const stars = chosen(z.string()).transform(Number).pipe(reviewRating);

export const reviewForm = z.object({ rating: stars, text: required(newReview.shape.text) });
export const reviewLabels = { rating: 'Rating', text: 'Your review' };

export const replyForm = z.object({ text: required(reviewReply.shape.text) });
export const replyLabels = { text: 'Your reply' };
