import { adminPageSize, type ExportedReport, type ReportDetails } from '@second-gear/contract';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import { exportedReport, fileReport, type FiledReport, type OnReport } from '../../lib/reports.ts';
import { createReportsRepo, type ReportsRepo } from './reports.repo.ts';

export type ReportsService = ReturnType<typeof createReportsService>;

const reportedCursor = z.tuple([z.number().int().min(1), z.string().max(40), z.uuid()]);

export function createReportsService(deps: {
  db: Database;
  repo: ReportsRepo;
  accounts: AccountsService;
  onReport?: OnReport;
}) {
  const { db, repo, accounts, onReport } = deps;
  return {
    /** The listings the account reported: its data export. */
    async exportFor(reporterId: string): Promise<ExportedReport[]> {
      return (await repo.exportFor(reporterId)).map((report) =>
        exportedReport('car', { ...report, targetId: report.carId }),
      );
    },

    /** Reports a car once per buyer, with a reason and note: a repeat changes nothing and answers null. */
    async reportCar(caller: Principal, carId: string, details: ReportDetails): Promise<FiledReport | null> {
      const reporter = await accounts.requireBuyer(caller);
      return fileReport(
        db,
        { kind: 'car', targetId: carId },
        details,
        async (tx, stored) => {
          const txRepo = createReportsRepo(tx);
          if (!(await txRepo.carExists(carId))) throw new NotFoundError('There is no such car.');
          return txRepo.insert({ carId, reporterId: reporter.id, ...stored });
        },
        onReport,
      );
    },

    /** Which of these cars the account has reported. */
    reportedBy: (reporterId: string, carIds: string[]) => repo.reportedBy(reporterId, carIds),

    /** A page of the reported cars' ids and report counts, most reported first, and where the next page starts. */
    reportedCars: async (after: string | undefined) => {
      const key = after ? decodeCursor(after, reportedCursor) : undefined;
      const rows = await repo.reportedCars({
        after: key && { reportCount: key[0], lastReportedAt: key[1], carId: key[2] },
        // One more than a page says whether there is a next one.
        limit: adminPageSize + 1,
      });
      const shown = rows.slice(0, adminPageSize);
      const last = shown.at(-1);
      return {
        reported: shown.map(({ carId, reportCount }) => ({ carId, reportCount })),
        next:
          rows.length > adminPageSize && last
            ? encodeCursor([last.reportCount, last.lastReportedAt, last.carId])
            : undefined,
      };
    },

    isReported: (carId: string) => repo.isReported(carId),
  };
}
