import { reportReasons } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';
import { bookings } from '../bookings/bookings.table.ts';

/**
 * A buyer's review of the seller of a car they paid for: one per paid booking, with the seller's one public reply.
 * The car's name is copied so the review reads the same after the listing is gone.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null once the buyer's account is deleted: the review stays, as the sale it speaks of does. */
    buyerId: uuid('buyer_id').references(() => accounts.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    carName: text('car_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [
    // A seller's profile pages through their reviews, newest first.
    index('reviews_seller_created_idx').on(table.sellerId, table.createdAt.desc(), table.id.desc()),
    index('reviews_buyer_idx').on(table.buyerId),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_text_length_check', sql`char_length(${table.text}) between 20 and 2000`),
    check(
      'reviews_reply_check',
      sql`(${table.replyText} is null) = (${table.repliedAt} is null) and (${table.replyText} is null or char_length(${table.replyText}) between 20 and 2000)`,
    ),
  ],
);

/** The buyer or the seller reported a review (once per person and review), for the moderators. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: reportReasons }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.reporterId] }),
    check(
      'review_reports_reason_check',
      sql`${table.reason} in ('scam', 'misleading', 'wrong-details', 'offensive', 'sold', 'other')`,
    ),
  ],
);

/**
 * Each seller's review count and star total, kept by the transaction that writes or changes a review, so a car page
 * and a page of search results read a seller's rating by key instead of averaging reviews (decision 64).
 */
export const sellerRatings = pgTable(
  'seller_ratings',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull(),
    ratingSum: integer('rating_sum').notNull(),
  },
  (table) => [
    check(
      'seller_ratings_totals_check',
      sql`${table.reviewCount} >= 0 and ${table.ratingSum} between ${table.reviewCount} and 5 * ${table.reviewCount}`,
    ),
  ],
);
