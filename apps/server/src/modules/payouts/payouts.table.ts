import { payoutStatuses, payoutTransferStates } from '@second-gear/contract';
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

/**
 * A seller's payout account: the Stripe Connect account their share of a sale is transferred to, and its state as the
 * gateway last told it. One per seller; the row is claimed before the Stripe account is made, so two requests (or two
 * servers) make one account.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null between claiming the row and the gateway's answer. Never sent to the browser. */
    stripeAccountId: text('stripe_account_id'),
    status: text('status', { enum: payoutStatuses }).notNull().default('not_started'),
    /** Stripe's names of what the seller still has to give (`individual.dob.day`, `external_account`, ...). */
    currentlyDue: text('currently_due')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payout_accounts_stripe_account_key').on(table.stripeAccountId),
    check(
      'payout_accounts_status_check',
      sql`${table.status} in ('not_started', 'details_needed', 'enabled')`,
    ),
  ],
);

/**
 * A seller's share of one charge of a sale (the PAY NOW charge, or a reservation's captured deposit): owed from the
 * moment the sale completes, sent to the seller's Stripe account as a transfer whose source is that charge. One per
 * charge (`source`, as the books name it). Ids are plain values, like the books': a deleted account or booking leaves
 * the record of money that moved.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').notNull(),
    bookingId: uuid('booking_id').notNull(),
    /** The charge, as the books name it: `payment:<id>` or `reservation:<id>`. */
    source: text('source').notNull(),
    /** The charge's payment intent: its charge is the transfer's `source_transaction`. */
    intentId: text('intent_id').notNull(),
    productName: text('product_name').notNull(),
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** What the seller receives: the charge less the fee. */
    amountCents: integer('amount_cents').notNull(),
    state: text('state', { enum: payoutTransferStates }).notNull().default('pending'),
    /** A card dispute on the sale holds a pending transfer until the dispute is decided. */
    frozen: boolean('frozen').notNull().default(false),
    stripeTransferId: text('stripe_transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a refund reversed the transfer or cancelled it before it was sent. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payout_transfers_source_key').on(table.source),
    index('payout_transfers_seller_idx').on(table.sellerId, table.createdAt.desc()),
    index('payout_transfers_booking_idx').on(table.bookingId),
    index('payout_transfers_pending_idx')
      .on(table.sellerId)
      .where(sql`${table.state} = 'pending'`),
    check(
      'payout_transfers_state_check',
      sql`${table.state} in ('pending', 'paid', 'reversed', 'cancelled')`,
    ),
    check(
      'payout_transfers_amounts_check',
      sql`${table.feeCents} >= 0 and ${table.amountCents} > 0 and ${table.amountCents} + ${table.feeCents} = ${table.grossCents}`,
    ),
    check(
      'payout_transfers_sent_check',
      sql`(${table.state} in ('paid', 'reversed')) = (${table.stripeTransferId} is not null)`,
    ),
  ],
);
