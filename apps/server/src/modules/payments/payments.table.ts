import { disputeStatuses } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/bookings.table.ts';
import { reservations } from '../reservations/reservations.table.ts';

export const paymentStatuses = ['open', 'charged', 'completed', 'refunding', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * One card payment attempt: a payment intent at the gateway for a booking. The buyer and product are copied from the
 * booking so the record outlives the booking, the listing and the account.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The buyer's reservation whose deposit counts towards this payment: the charge is the price less the deposit. */
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** The gateway's payment intent id: the transactionId users see. */
    intentId: text('intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: paymentStatuses }).notNull().default('open'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    product: text('product').notNull(),
    /** When the charge was verified, as the specification's payment record shows it ("h:mm AM/PM", "d/m/yyyy"). */
    paidTime: text('paid_time'),
    paidDate: text('paid_date'),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_intent_id_key').on(table.intentId),
    index('payments_booking_idx').on(table.bookingId),
    // A booking is paid for once.
    uniqueIndex('payments_completed_per_booking_key')
      .on(table.bookingId)
      .where(sql`${table.status} = 'completed'`),
    check(
      'payments_status_check',
      sql`${table.status} in ('open', 'charged', 'completed', 'refunding', 'refunded')`,
    ),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/** Gateway events already handled, so a redelivered webhook changes nothing. */
export const gatewayEvents = pgTable('gateway_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A card dispute (chargeback) on a sale's charge, as Stripe reported it: open until the bank decides, then won (the
 * seller's held share goes out) or lost (the money went back to the buyer). One row per Stripe dispute.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stripeDisputeId: text('stripe_dispute_id').notNull(),
    bookingId: uuid('booking_id').notNull(),
    intentId: text('intent_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: disputeStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_disputes_stripe_key').on(table.stripeDisputeId),
    index('payment_disputes_booking_idx').on(table.bookingId),
    check('payment_disputes_status_check', sql`${table.status} in ('open', 'won', 'lost')`),
  ],
);
