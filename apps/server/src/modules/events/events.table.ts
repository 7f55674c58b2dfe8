import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';

/**
 * Live events, written in the transaction of the change they announce. The id is the stream's `id:` (a reconnect
 * replays what came after it); NOTIFY carries only that id, so every server reads the row itself. An event without an
 * account is public (a car changed); one with an account goes to that account's streams only.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_events_created_idx').on(table.createdAt)],
);

/**
 * When an account last had a stream open, on any server: a message to someone away for five minutes is e-mailed.
 * Each server refreshes the accounts it holds streams for every minute.
 */
export const streamPresence = pgTable('stream_presence', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});
