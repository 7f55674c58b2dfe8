import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { createLedgerService, type LedgerService } from './ledger.service.ts';

export interface LedgerModuleDeps {
  db: Database;
  clock: () => Date;
  accounts: AccountsService;
  authService: AuthService;
  /** The platform fee on each charge, in basis points. */
  feeBasisPoints: number;
}

/** The books: every movement of money as balanced, append-only ledger entries, and the finance report over them. */
export function createLedgerModule(deps: LedgerModuleDeps): FeatureModule<LedgerService> {
  const service = createLedgerService(deps);
  return {
    service,
    routes: async (api) => {
      await api.register(ledgerRoutes, { ledger: service, authService: deps.authService });
    },
  };
}
