import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * The search index's change log. A deferred trigger on `cars` (and on sellers' badges) bumps `search_version` at
 * commit and stamps each changed car with it (migration 0014): a server's in-memory index is exact once it has
 * re-read the cars stamped after the version it holds. One row per car, so the log never grows past the catalogue.
 */
export const searchVersion = pgTable(
  'search_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('search_version_single_row_check', sql`${table.id}`)],
);

export const searchChanges = pgTable(
  'search_changes',
  {
    carId: uuid('car_id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [index('search_changes_version_idx').on(table.version)],
);
