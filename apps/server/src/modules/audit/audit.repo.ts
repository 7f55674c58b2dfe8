import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export function createAuditRepo(db: Executor) {
  return {
    async insert(row: NewAuditRow) {
      await db.insert(auditLog).values(row);
    },

    /** Newest first; `after` is the previous page's last row (its time as PostgreSQL's text, and its id). */
    page(filter: {
      actor?: string;
      action?: string;
      from?: Date;
      to?: Date;
      after?: { at: string; id: number };
      limit: number;
    }) {
      const conditions: (SQL | undefined)[] = [
        filter.actor ? eq(auditLog.actor, filter.actor) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        filter.from ? gte(auditLog.at, filter.from) : undefined,
        filter.to ? lt(auditLog.at, filter.to) : undefined,
        filter.after
          ? sql`(${auditLog.at}, ${auditLog.id}) < (${filter.after.at}::timestamptz, ${filter.after.id}::bigint)`
          : undefined,
      ];
      return db
        .select({ row: auditLog, atText: sql<string>`${auditLog.at}::text` })
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
