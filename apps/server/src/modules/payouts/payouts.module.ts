import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { createPayoutsRepo } from './payouts.repo.ts';
import { payoutsRoutes } from './payouts.routes.ts';
import { createPayoutsService, payoutQueues, type PayoutsService } from './payouts.service.ts';

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
  jobs: JobsService;
  ledger: LedgerService;
  clock: () => Date;
  publicUrl: string;
}

/** Sellers' payout accounts (Stripe Connect onboarding and its state) and the transfers of their share of each sale. */
export function createPayoutsModule(deps: PayoutsModuleDeps): FeatureModule<PayoutsService> {
  const service = createPayoutsService({ ...deps, repo: createPayoutsRepo(deps.db) });
  // The gateway may be out for a while: keep trying for about a day, backing off to an hour; the sweep then takes over.
  deps.jobs.handle<{ transferId: string }>(
    payoutQueues.send,
    { concurrency: 2, retryLimit: 30, retryDelay: 5, retryDelayMax: 3600 },
    (job) => service.send(job.transferId),
  );
  deps.jobs.handle(
    payoutQueues.sweep,
    { concurrency: 1, policy: 'stately', retryLimit: 0, expireInSeconds: 900, deleteAfterSeconds: 86_400 },
    () => service.sweep(),
  );
  deps.jobs.every(payoutQueues.sweep, '*/15 * * * *');
  return {
    service,
    routes: async (api) => {
      await api.register(payoutsRoutes, { payouts: service, authService: deps.authService });
    },
  };
}
