import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { ReportReason } from '@second-gear/contract';
import type { Executor } from '../../db/client.ts';
import { cars } from '../cars/cars.table.ts';
import { reports } from './reports.table.ts';

export type ReportsRepo = ReturnType<typeof createReportsRepo>;

export function createReportsRepo(db: Executor) {
  return {
    /** Records the report unless this reporter already reported the car (false: nothing changed). */
    async insert(report: {
      carId: string;
      reporterId: string;
      reason: ReportReason;
      note: string | null;
    }): Promise<boolean> {
      const [row] = await db
        .insert(reports)
        .values(report)
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return row !== undefined;
    },

    async carExists(carId: string): Promise<boolean> {
      const [row] = await db.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).for('share');
      return row !== undefined;
    },

    async reportedBy(reporterId: string, carIds: string[]): Promise<Set<string>> {
      if (carIds.length === 0) return new Set();
      const rows = await db
        .select({ carId: reports.carId })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), inArray(reports.carId, carIds)));
      return new Set(rows.map((row) => row.carId));
    },

    /**
     * A page of the reported cars, each once with how many reported it; most reported first, then most recently
     * reported. `after` is the sort key of the previous page's last row.
     */
    reportedCars(page: {
      after?: { reportCount: number; lastReportedAt: string; carId: string };
      limit: number;
    }) {
      const reportCount = count();
      const lastReportedAt = max(reports.createdAt);
      const { after } = page;
      return db
        .select({ carId: reports.carId, reportCount, lastReportedAt: sql<string>`${lastReportedAt}::text` })
        .from(reports)
        .groupBy(reports.carId)
        .having(
          after
            ? sql`(${reportCount}, ${lastReportedAt}, ${reports.carId}) < (${after.reportCount}::int, ${after.lastReportedAt}::timestamptz, ${after.carId}::uuid)`
            : undefined,
        )
        .orderBy(desc(reportCount), desc(lastReportedAt), desc(reports.carId))
        .limit(page.limit);
    },

    async isReported(carId: string): Promise<boolean> {
      const rows = await db.select({ id: reports.id }).from(reports).where(eq(reports.carId, carId)).limit(1);
      return rows.length > 0;
    },
    /** The listings the account reported: part of its data export. */
    exportFor(reporterId: string) {
      return db
        .select()
        .from(reports)
        .where(eq(reports.reporterId, reporterId))
        .orderBy(desc(reports.createdAt));
    },
  };
}
