import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import { receiptsRoutes } from './receipts.routes.ts';
import { createReceiptsService, type ReceiptsService } from './receipts.service.ts';

export interface ReceiptsModuleDeps {
  db: Database;
  accounts: AccountsService;
  authService: AuthService;
  payouts: PayoutsService;
  /** The platform fee on each charge, in basis points: for a charge the books have not posted yet. */
  feeBasisPoints: number;
}

/** Buyers' PDF receipts of paid bookings (a download and the sale e-mail's attachment), and sellers' statements. */
export function createReceiptsModule(deps: ReceiptsModuleDeps): FeatureModule<ReceiptsService> {
  const service = createReceiptsService(deps);
  return {
    service,
    routes: async (api) => {
      await api.register(receiptsRoutes, { receipts: service, authService: deps.authService });
    },
  };
}
