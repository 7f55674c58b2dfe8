import { payoutStatuses } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
