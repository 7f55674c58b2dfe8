import { z } from 'zod';
import { reportDetails } from './reports.ts';

/** A review is written within this many days of the sale's payment, and edited within this many hours of writing. */
export const reviewWindowDays = 60;
export const reviewEditHours = 48;
/** Fewer reviews than this show no average: two opinions are not a rating. */
export const minReviewsForRating = 3;
export const reviewTextMin = 20;
export const reviewTextMax = 2000;
/** Reviews and listings on a seller's profile, a page at a time. */
export const profilePageSize = 10;

const reviewText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(reviewTextMin, `${field} must be at least ${reviewTextMin} characters`)
    .max(reviewTextMax, `${field} must be at most ${reviewTextMax} characters`);

export const reviewRating = z
  .number({ error: 'Rating must be a number of stars from 1 to 5' })
  .int('Rating must be a whole number of stars')
  .min(1, 'Rating must be at least 1 star')
  .max(5, 'Rating must be at most 5 stars');

/** POST /reviews: the buyer of a paid booking reviews the car's seller. */
export const newReview = z.object({
  bookingId: z.uuid({ error: 'must be the id of a booking' }),
  rating: reviewRating,
  text: reviewText('Review'),
});
export type NewReview = z.input<typeof newReview>;

/** PATCH /reviews/{id}: within 48 hours of writing it; fields left out stay as they are. */
export const reviewEdit = z
  .object({ rating: reviewRating.optional(), text: reviewText('Review').optional() })
  .refine((edit) => edit.rating !== undefined || edit.text !== undefined, {
    error: 'Nothing to change: send rating, text or both.',
  });
export type ReviewEdit = z.input<typeof reviewEdit>;

export const reviewReply = z.object({ text: reviewText('Reply') });
export type ReviewReply = z.input<typeof reviewReply>;

/** POST /reviews/{id}/report: the reason and optional note, as every report has. */
export const reviewReport = reportDetails;
export type ReviewReport = z.input<typeof reviewReport>;

export const reviewParams = z.object({ id: z.uuid({ error: 'must be the id of a review' }) });
export const sellerParams = z.object({ id: z.uuid({ error: 'must be the id of a seller' }) });
export const profilePageQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1000, 'page must be at most 1000')
    .default(1),
});

/** A seller's average stars (one decimal) and how many reviews it is of; null under three reviews. */
export const sellerRating = z.object({ average: z.number(), count: z.number().int() }).nullable();
export type SellerRating = z.infer<typeof sellerRating>;

/** The rating a seller's reviews give: their average to one decimal, or null while there are too few. */
export function sellerRatingOf(
  totals: { count: number | null; sum: number | null } | null | undefined,
): SellerRating {
  const { count, sum } = totals ?? {};
  if (count == null || sum == null || count < minReviewsForRating) return null;
  return { average: Math.round((sum / count) * 10) / 10, count };
}

export const review = z.object({
  _id: z.string(),
  sellerId: z.string(),
  /** The reviewer's account (who may change and report it); null once their account is gone. */
  buyerId: z.string().nullable(),
  /** The reviewer's name as their account has it; null once their account is gone. */
  buyerName: z.string().nullable(),
  carName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the buyer last changed it; null if never. */
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  reply: z.object({ text: z.string(), at: z.iso.datetime({ offset: true }) }).nullable(),
  /** The signed-in reader reported it (false for a visitor who is not signed in). */
  reportedByYou: z.boolean(),
});
export type Review = z.infer<typeof review>;

export const reviewPage = z.object({
  reviews: z.array(review),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPage>;

/** GET /reviews/mine: each paid order of the buyer, its review and what the buyer may still do with it. */
export const reviewableOrder = z.object({
  bookingId: z.string(),
  sellerId: z.string().nullable(),
  sellerName: z.string().nullable(),
  review: review.nullable(),
  /** The buyer may still write one: paid, not refunded, within 60 days, none written yet. */
  canReview: z.boolean(),
  /** Until when the buyer may still change the review they wrote; null when they no longer may. */
  editableUntil: z.iso.datetime({ offset: true }).nullable(),
});
export type ReviewableOrder = z.infer<typeof reviewableOrder>;
export const reviewableOrders = z.array(reviewableOrder);

/** A car of a seller's profile. */
export const profileListing = z.object({
  _id: z.string(),
  productName: z.string(),
  image: z.string(),
  resalePrice: z.number().int(),
  location: z.string(),
  year: z.number().int().nullable(),
  mileage: z.number().int().nullable(),
  listedAt: z.iso.datetime({ offset: true }),
});
export type ProfileListing = z.infer<typeof profileListing>;

export const listingPage = z.object({
  listings: z.array(profileListing),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingPage = z.infer<typeof listingPage>;

/** Conversations a median reply time needs: with fewer, a "usually replies within" would mislead. */
export const minConversationsForReplyTime = 5;

/** GET /sellers/{id}: a seller's public profile, for anyone. */
export const sellerProfile = z.object({
  _id: z.string(),
  name: z.string(),
  /** When the account was made: the page shows its month and year. */
  memberSince: z.iso.datetime({ offset: true }),
  /** An administrator checked the seller and marked them verified. */
  verified: z.boolean(),
  /**
   * The median minutes the seller took to answer the first message of conversations started in the last 90 days
   * (an unanswered one counts as slower than any answer); null with fewer than five such conversations, or when
   * most of them are unanswered.
   */
  replyTimeMinutes: z.number().int().nullable(),
  rating: sellerRating,
  soldCount: z.number().int(),
  /** The first page of the cars the seller has for sale, newest first (GET /sellers/{id}/listings pages on). */
  listings: listingPage,
  /** The first page of their reviews, newest first (GET /sellers/{id}/reviews pages on). */
  reviews: reviewPage,
  /** The signed-in reader reported this seller (false for a visitor who is not signed in). */
  reportedByYou: z.boolean(),
});
export type SellerProfile = z.infer<typeof sellerProfile>;
