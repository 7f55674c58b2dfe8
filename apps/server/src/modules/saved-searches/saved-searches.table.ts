import { sql } from 'drizzle-orm';
import { savedSearchFrequencies } from '@second-gear/contract';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';

/** A buyer's search kept to come back to, and to be alerted of (its query string in its stable form). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: savedSearchFrequencies }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Off after a one-click unsubscribe from its alerts (or from the list); the search itself stays. */
    alertsOn: boolean('alerts_on').notNull().default(true),
  },
  (table) => [
    index('saved_searches_account_idx').on(table.accountId, table.createdAt),
    uniqueIndex('saved_searches_account_query_key').on(table.accountId, table.query),
    check(
      'saved_searches_frequency_check',
      sql.raw(`frequency in (${savedSearchFrequencies.map((value) => `'${value}'`).join(', ')})`),
    ),
  ],
);
