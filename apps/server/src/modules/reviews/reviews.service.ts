import type { ExportedReport, ExportedReview } from '@second-gear/contract';
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
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { exportedReport, fileReport, type FiledReport, type OnReport } from '../../lib/reports.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import { editableUntil, reviewableUntil } from './review-rules.ts';
import { createReviewsRepo, type ReviewRow, type ReviewsRepo } from './reviews.repo.ts';

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** A review as the API shows it, from its row (the buyer's name joined): the seller profile's and the storefront's. */
export const toReview = (
  row: Pick<
    ReviewRow,
    | 'id'
    | 'sellerId'
    | 'buyerId'
    | 'buyerName'
    | 'carName'
    | 'rating'
    | 'text'
    | 'createdAt'
    | 'editedAt'
    | 'replyText'
    | 'repliedAt'
  >,
  reportedByYou = false,
): Review => ({
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
  reportedByYou,
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
  onReport?: OnReport;
}) {
  const { db, repo, accounts, clock, onReport } = deps;

  async function accountOf(caller: Principal) {
    const account = await accounts.accountOf(caller);
    if (!account) throw new ForbiddenError('Create your buyer or seller account first.');
    return account;
  }

  /** The reviews as `readerId` sees them: each says whether that reader reported it. */
  async function asSeenBy(rows: ReviewRow[], readerId: string | undefined): Promise<Review[]> {
    const reported = readerId
      ? await repo.reportedBy(
          readerId,
          rows.map((row) => row.id),
        )
      : new Set<string>();
    return rows.map((row) => toReview(row, reported.has(row.id)));
  }

  async function reviewOf(id: string, readerId: string): Promise<Review> {
    const [shown] = await asSeenBy([(await repo.byId(id))!], readerId);
    return shown!;
  }

  return {
    /** The reviews the account reported: part of its data export. */
    async exportReportsFor(reporterId: string): Promise<ExportedReport[]> {
      return (await repo.reportsBy(reporterId)).map((report) => exportedReport('review', report));
    },

    /** Reviews the account wrote and received: its data export. */
    async exportFor(accountId: string): Promise<ExportedReview[]> {
      return (await repo.exportFor(accountId)).map((review) => ({
        _id: review.id,
        direction: review.buyerId === accountId ? ('written' as const) : ('received' as const),
        carName: review.carName,
        rating: review.rating,
        text: review.text,
        replyText: review.replyText,
        createdAt: review.createdAt.toISOString(),
      }));
    },

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
      return reviewOf(id, account.id);
    },

    /**
     * Inside a moderators' decision: the review leaves the seller's profile and its stars leave the seller's rating at
     * once. Undefined when there is no such review; otherwise what was deleted, for its writer's e-mail and the audit log.
     */
    async removeReviewIn(tx: Executor, reviewId: string) {
      const txRepo = createReviewsRepo(tx);
      const removed = await txRepo.remove(reviewId);
      if (!removed) return undefined;
      await txRepo.removeFromRating(removed.sellerId, removed.rating);
      return removed;
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
      return reviewOf(id, account.id);
    },

    async reply(caller: Principal, id: string, text: string): Promise<Review> {
      const account = await accountOf(caller);
      const review = await repo.byId(id);
      if (!review) throw new NotFoundError('There is no such review.');
      if (review.sellerId !== account.id) throw new ForbiddenError('Only the reviewed seller can reply.');
      if (!(await repo.reply(id, text, clock())))
        throw new ConflictError('You have already replied to this review.');
      return reviewOf(id, account.id);
    },

    /**
     * The buyer or the seller flags a review for the moderators, with a reason and note; a repeat by the same person
     * changes nothing and answers null.
     */
    async report(caller: Principal, id: string, details: ReviewReport): Promise<FiledReport | null> {
      const account = await accountOf(caller);
      const review = await repo.byId(id);
      if (!review) throw new NotFoundError('There is no such review.');
      if (review.buyerId !== account.id && review.sellerId !== account.id)
        throw new ForbiddenError('Only the buyer and the seller of the sale can report its review.');
      return fileReport(
        db,
        { kind: 'review', targetId: id },
        details,
        (tx, stored) =>
          createReviewsRepo(tx).report({
            reviewId: id,
            reporterId: account.id,
            ...stored,
            createdAt: clock(),
          }),
        onReport,
      );
    },

    /** The caller's paid orders, with their review and what may still be done with it. */
    async ordersToReview(caller: Principal): Promise<ReviewableOrder[]> {
      const account = await accounts.requireBuyer(caller);
      const orders = await repo.ordersOf(account.id);
      const rows = await repo.reviewsOfBookings(orders.map((order) => order.bookingId));
      const shown = await asSeenBy(rows, account.id);
      const written = new Map(rows.map((row, index) => [row.bookingId, { row, review: shown[index]! }]));
      const now = clock();
      return orders.map((order) => {
        const { row: review, review: seen } = written.get(order.bookingId) ?? {};
        const open = order.paymentStatus === 'paid' && order.paidAt !== null && order.sellerId !== null;
        return {
          bookingId: order.bookingId,
          sellerId: order.sellerId,
          sellerName: order.sellerName,
          review: seen ?? null,
          canReview: !review && open && now <= reviewableUntil(order.paidAt!),
          editableUntil:
            review && now <= editableUntil(review.createdAt)
              ? editableUntil(review.createdAt).toISOString()
              : null,
        };
      });
    },

    /** A page of the seller's reviews, each saying whether `readerId` (when signed in) reported it. */
    async sellerReviews(sellerId: string, page: number, readerId?: string): Promise<ReviewPage> {
      const { rows, total } = await repo.pageOfSeller(sellerId, page, profilePageSize);
      return { reviews: await asSeenBy(rows, readerId), total, page, pageSize: profilePageSize };
    },

    async ratingOf(sellerId: string): Promise<SellerRating> {
      return sellerRatingOf(await repo.ratingTotals(sellerId));
    },
  };
}
