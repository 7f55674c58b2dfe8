import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { OnReport } from '../../lib/reports.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';

export interface AccountsModuleDeps {
  db: Database;
  authService: AuthService;
  mail: MailService;
  adminEmails: readonly string[];
  clock: () => Date;
  /** Hears of each new report of a person, inside the transaction that files it. */
  onReport?: OnReport;
}

/** Buyers and sellers: roles, seller verification, who is an administrator, and reports of people. */
export function createAccountsModule(deps: AccountsModuleDeps): FeatureModule<AccountsService> {
  const service = createAccountsService({
    db: deps.db,
    repo: createAccountsRepo(deps.db),
    adminEmails: deps.adminEmails,
    isEmailVerified: deps.authService.isEmailVerified,
    clock: deps.clock,
    onReport: deps.onReport,
  });
  deps.mail.readLanguagesWith(service.languageOf);
  deps.authService.onEmailChanged((tx, change) => createAccountsRepo(tx).moveAddress(change));
  return {
    service,
    routes: async (api) => {
      await api.register(accountsRoutes, { accounts: service, authService: deps.authService });
    },
  };
}
