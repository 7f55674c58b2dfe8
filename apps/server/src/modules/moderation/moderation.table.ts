import { moderationActions, moderationKinds } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import {
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

const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The administrators' queue: one open item per thing flagged (a car, a message, a review, an account, an automatic
 * finding), however many times and for whatever reasons it was flagged; closed items stay as the record of the
 * decision. Target ids are text (messages have numeric ids) and have no foreign key: an item outlives its target.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: moderationKinds }).notNull(),
    targetId: text('target_id').notNull(),
    /** Each reason with how many times it was given, e.g. {"scam": 2, "other": 1}. */
    reasons: jsonb('reasons').$type<Record<string, number>>().notNull(),
    count: integer('count').notNull(),
    /** What the flag found, e.g. the other car of a reused photo; the latest flag's detail wins. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastFlaggedAt: timestamp('last_flagged_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedBy: text('closed_by'),
    closedAction: text('closed_action', { enum: moderationActions }),
    closedReason: text('closed_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('moderation_items_open_key')
      .on(table.kind, table.targetId)
      .where(sql`${table.state} = 'open'`),
    // The queue: open items, oldest first.
    index('moderation_items_queue_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.state} = 'open'`),
    check('moderation_items_kind_check', sql`${table.kind} in ${oneOf(moderationKinds)}`),
    check('moderation_items_state_check', sql`${table.state} in ('open', 'closed')`),
    check(
      'moderation_items_closed_check',
      sql`(${table.state} = 'open') = (${table.closedAt} is null) and (${table.state} = 'open' or (${table.closedBy} is not null and ${table.closedAction} is not null and ${table.closedReason} is not null))`,
    ),
  ],
);
