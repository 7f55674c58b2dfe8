import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { dealerImportStates, type ImportRowOutcome } from '@second-gear/contract';
import { accounts } from '../accounts/accounts.table.ts';
import { dealers } from '../dealers/dealers.table.ts';

/** One row's outcome: what the import did (or would do, in a dry run) and why a refused row was refused. */
export type DealerImportRow = ImportRowOutcome;

/**
 * An inventory file a dealership sent: a dry run (`checked`) or an import run as a job, row by row, its progress
 * counted as it goes so a reloaded page finds it. The parsed rows and the stored photos are kept with it, so a job
 * picked up again after a crash needs nothing from the request that made it.
 */
export const dealerImports = pgTable(
  'dealer_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    state: text('state', { enum: dealerImportStates }).notNull(),
    dryRun: boolean('dry_run').notNull(),
    fullFeed: boolean('full_feed').notNull(),
    fileName: text('file_name').notNull(),
    /** The file's rows as parsed (header names to cell text), in file order. */
    input: jsonb('input').$type<Record<string, string>[]>().notNull(),
    /** Photo file names in the ZIP archive to the stored photos they became. */
    photos: jsonb('photos').$type<Record<string, string>>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    rows: jsonb('rows')
      .$type<DealerImportRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('dealer_imports_dealer_idx').on(table.dealerId, table.createdAt),
    // One import at a time per dealership: a second one waiting or running is refused by this index.
    uniqueIndex('dealer_imports_one_running_key')
      .on(table.dealerId)
      .where(sql`${table.state} in ('queued', 'running')`),
    check(
      'dealer_imports_state_check',
      sql`${table.state} in ('checked', 'queued', 'running', 'done', 'failed')`,
    ),
  ],
);
