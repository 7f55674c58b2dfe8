import { bookingCancellers, paymentStatuses, refunders } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';

/**
 * A buyer's booking of a car. The product fields are copied from the car when it is booked, so a paid booking keeps
 * its record after the listing is gone.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the buyer's account is deleted: only a paid or refunded booking outlives its buyer, for the record. */
    buyerId: uuid('buyer_id').references(() => accounts.id, { onDelete: 'set null' }),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    phone: text('phone').notNull(),
    productName: text('product_name').notNull(),
    productPrice: integer('product_price').notNull(),
    productImage: text('product_image').notNull(),
    carModel: text('car_model').notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
    /** Booked through an accepted offer: `productPrice` is the agreed price, not the car's. */
    agreed: boolean('agreed').notNull().default(false),
    /** Who ended a cancelled booking, and the seller's reason when they declined it. */
    cancelledBy: text('cancelled_by', { enum: bookingCancellers }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who refunded a refunded booking, why (the buyer and the seller read it), how much went back, and when. */
    refundedBy: text('refunded_by', { enum: refunders }),
    refundReason: text('refund_reason'),
    refundedCents: integer('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When it was paid for: a review of the seller may be written for 60 days from then. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_buyer_idx').on(table.buyerId, table.createdAt.desc()),
    index('bookings_car_idx').on(table.carId),
    // One open booking per buyer and car.
    uniqueIndex('bookings_open_per_buyer_key')
      .on(table.buyerId, table.carId)
      .where(sql`${table.paymentStatus} = 'unpaid'`),
    check(
      'bookings_payment_status_check',
      sql`${table.paymentStatus} in ('unpaid', 'paid', 'refunded', 'cancelled')`,
    ),
    check(
      'bookings_cancelled_by_check',
      sql`${table.cancelledBy} is null or ${table.cancelledBy} in ('buyer', 'seller', 'sale', 'moderator')`,
    ),
    check(
      'bookings_refunded_by_check',
      sql`${table.refundedBy} is null or ${table.refundedBy} in ('admin', 'seller', 'sale')`,
    ),
    check('bookings_product_price_check', sql`${table.productPrice} > 0`),
    check('bookings_buyer_check', sql`${table.buyerId} is not null or ${table.paymentStatus} <> 'unpaid'`),
  ],
);
