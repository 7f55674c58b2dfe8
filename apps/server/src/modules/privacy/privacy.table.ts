import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';
import { deletionStates } from './deletion-states.ts';

/**
 * An account's deletion its owner asked for: `requested` until the e-mailed link is followed, then `scheduled` for
 * `delete_at`. Cancelling removes the row; the deletion itself removes it with the account.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state', { enum: deletionStates }).notNull(),
    /** The SHA-256 of the e-mailed link's token: the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    deleteAt: timestamp('delete_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_deletions_token_key').on(table.tokenHash),
    // The sweep looks for scheduled deletions that are due.
    index('account_deletions_due_idx')
      .on(table.deleteAt)
      .where(sql`${table.state} = 'scheduled'`),
    check('account_deletions_state_check', sql`${table.state} in ('requested', 'scheduled')`),
    check(
      'account_deletions_delete_at_check',
      sql`(${table.state} = 'scheduled') = (${table.deleteAt} is not null)`,
    ),
  ],
);
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
