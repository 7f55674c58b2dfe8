import {
  profilePageSize,
  sellerRatingOf,
  type NewReview,
  type Review,
  type ReviewEdit,
  type ReviewPage,
  type ReviewReport,
  type ReviewableOrder,
  type SellerRating,
} from '@second-gear/contract';
import type { Database } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { Flag } from '../moderation/flag.ts';
import { editableUntil, reviewableUntil } from './review-rules.ts';
import { createReviewsRepo, type ReviewRow, type ReviewsRepo } from './reviews.repo.ts';

export type ReviewsService = ReturnType<typeof createReviewsService>;

export const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  sellerId: row.sellerId,
  buyerId: row.buyerId,
  buyerName: row.buyerName,
  carName: row.carName,
  rating: row.rating,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  reply: row.replyText && row.repliedAt ? { text: row.replyText, at: row.repliedAt.toISOString() } : null,
});

/**
 * Reviews of sellers by the buyers who paid them: one per paid booking, written within 60 days of paying, changed by
 * its writer within 48 hours, answered once by the seller. The module keeps each seller's rating totals.
 */
export function createReviewsService(deps: {
  db: Database;
  repo: ReviewsRepo;
  accounts: AccountsService;
  clock: () => Date;
  flag: Flag;
}) {
  const { db, repo, accounts, clock, flag } = deps;

  async function accountOf(caller: Principal) {
    const account = await accounts.accountOf(caller);
    if (!account) throw new ForbiddenError('Create your buyer or seller account first.');
    return account;
  }

  async function reviewOf(id: string): Promise<Review> {
    return toReview((await repo.byId(id))!);
  }

  return {
    async write(caller: Principal, body: NewReview): Promise<Review> {
      const account = await accountOf(caller);
      const id = await db.transaction(async (tx) => {
        const txRepo = createReviewsRepo(tx);
        const booking = await txRepo.lockBooking(body.bookingId);
        if (!booking || booking.buyerId !== account.id)
          throw new NotFoundError('There is no such order of yours.');
        if (booking.paymentStatus === 'refunded')
          throw new ConflictError('This order was refunded: only a completed sale can be reviewed.');
        if (booking.paymentStatus !== 'paid' || !booking.paidAt)
          throw new ConflictError('Only an order you paid for can be reviewed.');
        if (!booking.sellerId) throw new ConflictError('The seller of this car no longer has an account.');
        const now = clock();
        if (now > reviewableUntil(booking.paidAt))
          throw new ConflictError(
            'A seller is reviewed within 60 days of paying: this sale is too long ago.',
          );
        if (await txRepo.byBooking(booking.bookingId))
          throw new ConflictError('You have already reviewed this sale.');
        const reviewId = await txRepo.insert({
          bookingId: booking.bookingId,
          buyerId: account.id,
          sellerId: booking.sellerId,
          carName: booking.carName,
          rating: body.rating,
          text: body.text,
          createdAt: now,
        });
        await txRepo.addToRating(booking.sellerId, body.rating);
        return reviewId;
      });
      return reviewOf(id);
    },

    async edit(caller: Principal, id: string, change: ReviewEdit): Promise<Review> {
      const account = await accountOf(caller);
      await db.transaction(async (tx) => {
        const txRepo = createReviewsRepo(tx);
        const review = await txRepo.lockById(id);
        if (!review) throw new NotFoundError('There is no such review.');
        if (review.buyerId !== account.id) throw new ForbiddenError('Only its writer can change a review.');
        const now = clock();
        if (now > editableUntil(review.createdAt))
          throw new ConflictError(
            'A review can be changed within 48 hours of writing it: this one no longer can.',
          );
        const rating = change.rating ?? review.rating;
        await txRepo.edit(id, { rating, text: change.text ?? review.text, editedAt: now });
        await txRepo.changeRating(review.sellerId, rating - review.rating);
      });
      return reviewOf(id);
    },

    async reply(caller: Principal, id: string, text: string): Promise<Review> {
      const account = await accountOf(caller);
      const review = await repo.byId(id);
      if (!review) throw new NotFoundError('There is no such review.');
      if (review.sellerId !== account.id) throw new ForbiddenError('Only the reviewed seller can reply.');
      if (!(await repo.reply(id, text, clock())))
        throw new ConflictError('You have already replied to this review.');
      return reviewOf(id);
    },

    /** The buyer or the seller flags a review for the moderators; a repeat by the same person changes nothing. */
    async report(caller: Principal, id: string, report: ReviewReport) {
      const account = await accountOf(caller);
      const review = await repo.byId(id);
      if (!review) throw new NotFoundError('There is no such review.');
      if (review.buyerId !== account.id && review.sellerId !== account.id)
        throw new ForbiddenError('Only the buyer and the seller of the sale can report its review.');
      await db.transaction(async (tx) => {
        const reported = await createReviewsRepo(tx).report({
          reviewId: id,
          reporterId: account.id,
          reason: report.reason,
          note: report.note || null,
          createdAt: clock(),
        });
        if (reported)
          await flag(tx, {
            kind: 'review',
            targetId: id,
            reason: report.reason,
            ...(report.note ? { detail: { note: report.note } } : {}),
            source: 'report',
          });
      });
      return { ok: true as const };
    },

    /** The caller's paid orders, with their review and what may still be done with it. */
    async ordersToReview(caller: Principal): Promise<ReviewableOrder[]> {
      const account = await accounts.requireBuyer(caller);
      const orders = await repo.ordersOf(account.id);
      const written = new Map(
        (await repo.reviewsOfBookings(orders.map((order) => order.bookingId))).map((row) => [
          row.bookingId,
          row,
        ]),
      );
      const now = clock();
      return orders.map((order) => {
        const review = written.get(order.bookingId);
        const open = order.paymentStatus === 'paid' && order.paidAt !== null && order.sellerId !== null;
        return {
          bookingId: order.bookingId,
          sellerId: order.sellerId,
          sellerName: order.sellerName,
          review: review ? toReview(review) : null,
          canReview: !review && open && now <= reviewableUntil(order.paidAt!),
          editableUntil:
            review && now <= editableUntil(review.createdAt)
              ? editableUntil(review.createdAt).toISOString()
              : null,
        };
      });
    },

    async sellerReviews(sellerId: string, page: number): Promise<ReviewPage> {
      const { rows, total } = await repo.pageOfSeller(sellerId, page, profilePageSize);
      return { reviews: rows.map(toReview), total, page, pageSize: profilePageSize };
    },

    async ratingOf(sellerId: string): Promise<SellerRating> {
      return sellerRatingOf(await repo.ratingTotals(sellerId));
    },
  };
}
