import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { cars } from '../cars/cars.table.ts';

/** How often a car appeared on a results page, per UTC day: tallied in memory and added in batches. */
export const listingImpressions = pgTable(
  'listing_impressions',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.carId, table.day] })],
);

/**
 * One row per visitor of a car's page and UTC day: its count is the day's unique visitors, exact whichever server saw
 * them. `visitor` is a keyed hash (the day's salt), never an address.
 */
export const listingVisitors = pgTable(
  'listing_visitors',
  {
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.carId, table.day, table.visitor] })],
);

/** The random salt visitors of one UTC day are hashed with, shared by every server; dropped once the day is over. */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
