import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What administrators did and what flagged itself, one row per act, written in the act's own transaction. The database
 * refuses to change or delete a row (a trigger, see the migration). Ids are kept without foreign keys: a deleted
 * account or car must leave its history as it was.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The administrator's account id; null for an automatic flag. */
    actorId: uuid('actor_id'),
    /** The administrator's e-mail address, or `automatic`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    change: jsonb('change')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_actor_at_idx').on(table.actor, table.at.desc(), table.id.desc()),
    index('audit_log_action_at_idx').on(table.action, table.at.desc(), table.id.desc()),
  ],
);
