import { NotFoundError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { ReportsRepo } from './reports.repo.ts';

export type ReportsService = ReturnType<typeof createReportsService>;

export function createReportsService(deps: { repo: ReportsRepo; accounts: AccountsService }) {
  const { repo, accounts } = deps;
  return {
    /** Reports a car once per buyer: a repeat changes nothing and answers alike. */
    async reportCar(caller: Principal, carId: string) {
      const reporter = await accounts.requireBuyer(caller);
      if ((await repo.insert(carId, reporter.id)) === 'no-such-car')
        throw new NotFoundError('There is no such car.');
      return { acknowledged: true as const };
    },

    /** Which of these cars the account has reported. */
    reportedBy: (reporterId: string, carIds: string[]) => repo.reportedBy(reporterId, carIds),

    /** Each reported car's id and report count, most reported first. */
    reportedCars: () => repo.reportedCars(),

    isReported: (carId: string) => repo.isReported(carId),
  };
}
