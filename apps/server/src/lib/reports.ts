import {
  reportReasons,
  type ExportedReport,
  type ReportDetails,
  type ReportKind,
  type ReportReason,
} from '@second-gear/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { check, text, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.ts';

/** A report filed just now (a repeat files nothing): what the moderators are told. */
export interface FiledReport {
  kind: ReportKind;
  targetId: string;
  reason: ReportReason;
  note: string | null;
}

/** A report table's columns that every kind shares (`reportColumns`, the reporter and the time). */
interface ReportTable {
  reporterId: PgColumn;
  reason: PgColumn;
  note: PgColumn;
  createdAt: PgColumn;
}

/**
 * The reports one person filed in a report table (`target` is its column naming what was reported), newest first:
 * each module reads its own table with it for the person's data export.
 */
export async function reportsFiledBy(
  db: Executor,
  table: PgTable & ReportTable,
  target: PgColumn,
  reporterId: string,
): Promise<{ targetId: string; reason: ReportReason; note: string | null; createdAt: Date }[]> {
  return db
    .select({
      targetId: sql<string>`${target}::text`,
      reason: sql<ReportReason>`${table.reason}`,
      note: sql<string | null>`${table.note}`,
      createdAt: sql`${table.createdAt}`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(table as PgTable)
    .where(eq(table.reporterId, reporterId))
    .orderBy(desc(table.createdAt));
}

/** A report as its reporter's data export shows it; reports of messages, reviews and people are keyed by target. */
export function exportedReport(
  kind: ReportKind,
  row: { id?: string; targetId: string; reason: ReportReason; note: string | null; createdAt: Date },
): ExportedReport {
  return {
    _id: row.id ?? `${kind}:${row.targetId}`,
    kind,
    targetId: row.targetId,
    carId: kind === 'car' ? row.targetId : null,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Told of each new report inside the transaction that files it, so the two commit or fail together. */
export type OnReport = (executor: Executor, report: FiledReport) => Promise<void>;

/** The reason and note columns every report table has; a report filed before reasons existed reads `other`. */
export const reportColumns = () => ({
  reason: text('reason', { enum: reportReasons }).notNull().default('other'),
  note: text('note'),
});

/** Keeps a report table's reason to the contract's list. */
export const reportReasonCheck = (name: string, reason: PgColumn) =>
  check(
    name,
    sql`${reason} in (${sql.join(
      reportReasons.map((value) => sql.raw(`'${value}'`)),
      sql`, `,
    )})`,
  );

/**
 * Files a report of `kind` on `targetId` in one transaction: `insert` writes it (false when this reporter already
 * had, which changes nothing) and `onReport` hears of a new one. Answers the new report, or null for a repeat.
 */
export function fileReport(
  db: Database,
  target: { kind: ReportKind; targetId: string },
  details: ReportDetails,
  insert: (tx: Executor, stored: { reason: ReportReason; note: string | null }) => Promise<boolean>,
  onReport: OnReport | undefined,
): Promise<FiledReport | null> {
  const report: FiledReport = { ...target, reason: details.reason, note: details.note || null };
  return db.transaction(async (tx) => {
    if (!(await insert(tx, { reason: report.reason, note: report.note }))) return null;
    await onReport?.(tx, report);
    return report;
  });
}
