import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { createPayoutsRepo } from './payouts.repo.ts';
import { payoutsRoutes } from './payouts.routes.ts';
import { createPayoutsService, type PayoutsService } from './payouts.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sellers' payout accounts, for start-up work outside a request (the demo seller's onboarding). */
    payouts: PayoutsService;
  }
}

export interface PayoutsModuleDeps {
  db: Database;
  log: FastifyBaseLogger;
  gateway: PaymentGateway;
  accounts: AccountsService;
  authService: AuthService;
  publicUrl: string;
}

/** Sellers' payout accounts: Stripe Connect onboarding and the account's state. */
export function createPayoutsModule(deps: PayoutsModuleDeps): FeatureModule<PayoutsService> {
  const service = createPayoutsService({ ...deps, repo: createPayoutsRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(payoutsRoutes, { payouts: service, authService: deps.authService });
    },
  };
}
