import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reportsFiledBy } from '../../lib/reports.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cars } from '../cars/cars.table.ts';
import { reviewReports, reviews, sellerRatings } from './reviews.table.ts';

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
export type ReviewRow = Awaited<ReturnType<ReviewsRepo['byId']>> & {};
export type NewReviewRow = typeof reviews.$inferInsert;

/** A review as its readers see it: with the reviewer's name from their account (gone with the account). */
const reviewColumns = {
  id: reviews.id,
  bookingId: reviews.bookingId,
  buyerId: reviews.buyerId,
  sellerId: reviews.sellerId,
  buyerName: accounts.username,
  carName: reviews.carName,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
  replyText: reviews.replyText,
  repliedAt: reviews.repliedAt,
};

/** The paid booking a review is of, with its car's seller (bookings and cars are read here in a join). */
const bookingColumns = {
  bookingId: bookings.id,
  buyerId: bookings.buyerId,
  paymentStatus: bookings.paymentStatus,
  paidAt: bookings.paidAt,
  carName: bookings.productName,
  sellerId: cars.sellerId,
  sellerName: accounts.username,
};

export function createReviewsRepo(db: Executor) {
  const withBuyer = () =>
    db.select(reviewColumns).from(reviews).leftJoin(accounts, eq(accounts.id, reviews.buyerId));
  const bookingsWithSeller = () =>
    db
      .select(bookingColumns)
      .from(bookings)
      .leftJoin(cars, eq(cars.id, bookings.carId))
      .leftJoin(accounts, eq(accounts.id, cars.sellerId));

  return {
    async byId(id: string) {
      const [row] = await withBuyer().where(eq(reviews.id, id));
      return row;
    },

    async byBooking(bookingId: string) {
      const [row] = await withBuyer().where(eq(reviews.bookingId, bookingId));
      return row;
    },

    /** The booking, held until the transaction ends: two reviews of it at once are written one after the other. */
    async lockBooking(bookingId: string) {
      const [row] = await bookingsWithSeller()
        .where(eq(bookings.id, bookingId))
        .for('update', { of: bookings });
      return row;
    },

    /** The buyer's paid orders, and the refunded ones they reviewed, newest first. */
    ordersOf(buyerId: string) {
      return bookingsWithSeller()
        .where(
          and(
            eq(bookings.buyerId, buyerId),
            or(
              eq(bookings.paymentStatus, 'paid'),
              sql`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
            ),
          ),
        )
        .orderBy(desc(bookings.createdAt));
    },

    reviewsOfBookings(bookingIds: string[]) {
      if (bookingIds.length === 0) return Promise.resolve([]);
      return withBuyer().where(sql`${reviews.bookingId} = any(${sql.param(bookingIds)}::uuid[])`);
    },

    async insert(row: NewReviewRow): Promise<string> {
      const [inserted] = await db.insert(reviews).values(row).returning({ id: reviews.id });
      return inserted!.id;
    },

    /** The review, held until the transaction ends (an edit and the rating it changes go together). */
    async lockById(id: string) {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
      return row;
    },

    async edit(id: string, change: { rating: number; text: string; editedAt: Date }) {
      await db.update(reviews).set(change).where(eq(reviews.id, id));
    },

    /** Writes the seller's reply unless one is there already; false when it was. */
    async reply(id: string, text: string, at: Date): Promise<boolean> {
      const replied = await db
        .update(reviews)
        .set({ replyText: text, repliedAt: at })
        .where(and(eq(reviews.id, id), isNull(reviews.replyText)))
        .returning({ id: reviews.id });
      return replied.length > 0;
    },

    /** Keeps a report; a second one by the same person changes nothing (false). */
    async report(entry: typeof reviewReports.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(reviewReports)
        .values(entry)
        .onConflictDoNothing()
        .returning({ reviewId: reviewReports.reviewId });
      return rows.length > 0;
    },

    /** The reviews the person reported, newest first: part of their data export. */
    reportsBy(reporterId: string) {
      return reportsFiledBy(db, reviewReports, reviewReports.reviewId, reporterId);
    },

    /** Which of these reviews the person reported. */
    async reportedBy(reporterId: string, reviewIds: string[]): Promise<Set<string>> {
      if (reviewIds.length === 0) return new Set();
      const rows = await db
        .select({ reviewId: reviewReports.reviewId })
        .from(reviewReports)
        .where(and(eq(reviewReports.reporterId, reporterId), inArray(reviewReports.reviewId, reviewIds)));
      return new Set(rows.map((row) => row.reviewId));
    },

    /** Counts a new review in the seller's totals, in the transaction that writes it. */
    async addToRating(sellerId: string, rating: number) {
      await db
        .insert(sellerRatings)
        .values({ sellerId, reviewCount: 1, ratingSum: rating })
        .onConflictDoUpdate({
          target: sellerRatings.sellerId,
          set: {
            reviewCount: sql`${sellerRatings.reviewCount} + 1`,
            ratingSum: sql`${sellerRatings.ratingSum} + ${rating}`,
          },
        });
    },

    /** Deletes the review, returning it with its writer's e-mail address; undefined when it is gone already. */
    async remove(id: string) {
      const [row] = await db.delete(reviews).where(eq(reviews.id, id)).returning();
      if (!row) return undefined;
      const [buyer] = row.buyerId
        ? await db
            .select({ name: accounts.username, email: accounts.userEmail })
            .from(accounts)
            .where(eq(accounts.id, row.buyerId))
        : [];
      return { ...row, buyer };
    },

    /** Takes a deleted review out of the seller's totals, in the transaction that deletes it. */
    async removeFromRating(sellerId: string, rating: number) {
      await db
        .update(sellerRatings)
        .set({
          reviewCount: sql`${sellerRatings.reviewCount} - 1`,
          ratingSum: sql`${sellerRatings.ratingSum} - ${rating}`,
        })
        .where(eq(sellerRatings.sellerId, sellerId));
    },

    /** Moves the seller's star total by a changed review's difference, in the transaction that changes it. */
    async changeRating(sellerId: string, difference: number) {
      await db
        .update(sellerRatings)
        .set({ ratingSum: sql`${sellerRatings.ratingSum} + ${difference}` })
        .where(eq(sellerRatings.sellerId, sellerId));
    },

    async ratingTotals(sellerId: string) {
      const [row] = await db
        .select({ count: sellerRatings.reviewCount, sum: sellerRatings.ratingSum })
        .from(sellerRatings)
        .where(eq(sellerRatings.sellerId, sellerId));
      return row;
    },

    /** One page of the seller's reviews, newest first, and how many there are. */
    async pageOfSeller(sellerId: string, page: number, pageSize: number) {
      const rows = await withBuyer()
        .where(eq(reviews.sellerId, sellerId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ count: count() }).from(reviews).where(eq(reviews.sellerId, sellerId));
      return { rows, total: total?.count ?? 0 };
    },
    /** Reviews the account wrote as a buyer and received as a seller: part of its data export. */
    exportFor(accountId: string) {
      return db
        .select()
        .from(reviews)
        .where(or(eq(reviews.buyerId, accountId), eq(reviews.sellerId, accountId)))
        .orderBy(asc(reviews.createdAt));
    },
  };
}
