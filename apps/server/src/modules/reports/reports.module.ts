import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Flag } from '../moderation/flag.ts';
import { createReportsRepo } from './reports.repo.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsService } from './reports.service.ts';

export interface ReportsModuleDeps {
  db: Database;
  accounts: AccountsService;
  authService: AuthService;
  flag: Flag;
}

/** Buyers' reports of listings, and the list moderators work through. */
export function createReportsModule(deps: ReportsModuleDeps): FeatureModule<ReportsService> {
  const service = createReportsService({ ...deps, repo: createReportsRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(reportsRoutes, { reports: service, authService: deps.authService });
    },
  };
}
