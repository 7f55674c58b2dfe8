import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';
import { savedSearches } from '../saved-searches/saved-searches.table.ts';

/**
 * Every car a saved search has named in an alert, instant or digest. Written in the transaction of the alert's e-mail:
 * the primary key is what keeps two servers (or a job run twice) from naming a car to a search twice.
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.carId] })],
);

/**
 * One row per saved search and digest period (the local date of its 8:00 run), whether or not it had news: the run
 * that inserts it sends that period's digest, any other finds it taken. `ran_at` is where the next digest's news starts.
 */
export const searchDigests = pgTable(
  'search_digests',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    cars: integer('cars').notNull(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.period] })],
);

/** How far instant alerts have read the search's change log (`search_changes.version`); one row. */
export const instantAlertCursor = pgTable(
  'instant_alert_cursor',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('instant_alert_cursor_single_row_check', sql`${table.id}`)],
);

/** What an account was last told about each saved car (its price, and whether it was sold). */
export const favoriteAlerts = pgTable(
  'favorite_alerts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    sold: boolean('sold').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.carId] })],
);

/** When an account last got its saved cars' summary: at most one a day. */
export const favoriteSummaries = pgTable('favorite_summaries', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
