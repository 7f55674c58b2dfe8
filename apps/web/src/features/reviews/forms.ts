import { newReview, reviewRating, reviewReply } from '@second-gear/contract';
import { z } from 'zod';
import { chosen, required } from '../../components/form/form-rules';
import { reviewsCatalogue } from './i18n';

/** The stars, picked from five radio buttons (their values are text): the contract's own rule then judges them. */
const stars = chosen(z.string()).transform(Number).pipe(reviewRating);

export const reviewForm = z.object({ rating: stars, text: required(newReview.shape.text) });
/** The fields' names in the form's messages, in the page's language: read while rendering. */
export const reviewLabels = () => ({
  rating: reviewsCatalogue.t('label.rating'),
  text: reviewsCatalogue.t('label.text'),
});

export const replyForm = z.object({ text: required(reviewReply.shape.text) });
export const replyLabels = () => ({ text: reviewsCatalogue.t('label.reply') });
