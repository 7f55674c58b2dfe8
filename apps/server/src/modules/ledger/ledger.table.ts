import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The chart of accounts. `gateway`: buyers' money at the card processor (an asset: debits add). `seller_payable`: what
 * the marketplace owes one seller (`seller_id`) until it is transferred. `platform_fees`: the marketplace's fee
 * income. `buyer_refunds`: charges that did not become a sale, owed back to their buyers until the refund goes out.
 */
export const ledgerAccounts = ['gateway', 'seller_payable', 'platform_fees', 'buyer_refunds'] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/** What a movement records; `transfer` (to a seller) and `reversal` (of a fee) are the payouts' and refunds' own. */
export const ledgerKinds = ['charge', 'fee', 'refund', 'transfer', 'reversal'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * The books: one row per line of a double-entry movement. A movement is the rows sharing `movement_key`; its debits
 * equal its credits (checked at commit) and it is written once (the key and line are unique). Rows are never changed
 * or deleted (a trigger refuses), so nothing here references rows that may go: ids are kept as plain values.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Names the movement by what caused it, e.g. `charge:payment:<id>`: posting it again writes nothing. */
    movementKey: text('movement_key').notNull(),
    line: integer('line').notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    /** The seller the movement is about (whose `seller_payable` it moves). */
    sellerId: uuid('seller_id'),
    bookingId: uuid('booking_id'),
    paymentId: uuid('payment_id'),
    reservationId: uuid('reservation_id'),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    /** When the money moved: the business change's time, which the finance report groups by (in UTC). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_entries_movement_line_key').on(table.movementKey, table.line),
    index('ledger_entries_at_idx').on(table.at),
    index('ledger_entries_seller_idx').on(table.sellerId, table.account),
    check(
      'ledger_entries_kind_check',
      sql`${table.kind} in ('charge', 'fee', 'refund', 'transfer', 'reversal')`,
    ),
    check(
      'ledger_entries_account_check',
      sql`${table.account} in ('gateway', 'seller_payable', 'platform_fees', 'buyer_refunds')`,
    ),
    // One side per line, never negative.
    check(
      'ledger_entries_one_side_check',
      sql`(${table.debitCents} > 0 and ${table.creditCents} = 0) or (${table.debitCents} = 0 and ${table.creditCents} > 0)`,
    ),
  ],
);
