import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { OnReport } from '../../lib/reports.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createReportsRepo } from './reports.repo.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsService } from './reports.service.ts';

export interface ReportsModuleDeps {
  db: Database;
  accounts: AccountsService;
  authService: AuthService;
  /** Hears of each new report of a car, inside the transaction that files it. */
  onReport?: OnReport;
}

/** Buyers' reports of listings, and the list moderators work through. */
export function createReportsModule(deps: ReportsModuleDeps): FeatureModule<ReportsService> {
  const service = createReportsService({
    db: deps.db,
    repo: createReportsRepo(deps.db),
    accounts: deps.accounts,
    onReport: deps.onReport,
  });
  return {
    service,
    routes: async (api) => {
      await api.register(reportsRoutes, { reports: service, authService: deps.authService });
    },
  };
}
