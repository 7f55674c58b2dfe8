import { adminPageSize } from '@second-gear/contract';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { Database } from '../../db/client.ts';
import type { Flag } from '../moderation/flag.ts';
import { createReportsRepo, type ReportsRepo } from './reports.repo.ts';

export type ReportsService = ReturnType<typeof createReportsService>;

const reportedCursor = z.tuple([z.number().int().min(1), z.string().max(40), z.uuid()]);

export function createReportsService(deps: {
  db: Database;
  repo: ReportsRepo;
  accounts: AccountsService;
  flag: Flag;
}) {
  const { db, repo, accounts, flag } = deps;
  return {
    /**
     * Reports a car once per buyer, and puts it in the moderators' queue in the same transaction: a repeat changes
     * nothing and answers alike.
     */
    async reportCar(caller: Principal, carId: string) {
      const reporter = await accounts.requireBuyer(caller);
      const outcome = await db.transaction(async (tx) => {
        const inserted = await createReportsRepo(tx).insert(carId, reporter.id);
        if (inserted === 'reported')
          await flag(tx, { kind: 'car', targetId: carId, reason: 'other', source: 'report' });
        return inserted;
      });
      if (outcome === 'no-such-car') throw new NotFoundError('There is no such car.');
      return { acknowledged: true as const };
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
