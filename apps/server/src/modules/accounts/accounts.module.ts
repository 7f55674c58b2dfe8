import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';

export interface AccountsModuleDeps {
  db: Database;
  authService: AuthService;
  adminEmails: readonly string[];
}

/** Buyers and sellers: roles, seller verification and who is an administrator. */
export function createAccountsModule(deps: AccountsModuleDeps): FeatureModule<AccountsService> {
  const service = createAccountsService({
    repo: createAccountsRepo(deps.db),
    adminEmails: deps.adminEmails,
    isEmailVerified: deps.authService.isEmailVerified,
  });
  deps.authService.onEmailChanged((tx, change) => createAccountsRepo(tx).moveAddress(change));
  return {
    service,
    routes: async (api) => {
      await api.register(accountsRoutes, { accounts: service, authService: deps.authService });
    },
  };
}
