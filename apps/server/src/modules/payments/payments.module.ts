import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ReceiptsService } from '../receipts/receipts.service.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaymentsRepo } from './payments.repo.ts';
import { paymentsRoutes } from './payments.routes.ts';
import {
  createPaymentsService,
  paymentQueues,
  type PaymentsPayouts,
  type PaymentsReservations,
  type PaymentsService,
} from './payments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments, for start-up work outside a request (the demo buyer's purchase). */
    payments: PaymentsService;
  }
}

export interface PaymentsModuleDeps {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  gateway: PaymentGateway;
  authService: AuthService;
  accounts: AccountsService;
  jobs: JobsService;
  bookings: BookingsService;
  cars: CarsService;
  ledger: LedgerService;
  mail: MailService;
  reservations: PaymentsReservations;
  payouts: PaymentsPayouts;
  receipts: Pick<ReceiptsService, 'attachment'>;
  audit: AuditService;
  publicUrl: string;
}

/** Card payments for bookings: intents, the signed webhook (its account events go to payouts), the one sale per car, refunds. */
export function createPaymentsModule(deps: PaymentsModuleDeps): FeatureModule<PaymentsService> {
  const service = createPaymentsService({ ...deps, repo: createPaymentsRepo(deps.db) });
  // The gateway may be out for a while: keep trying for about a day, backing off to an hour.
  deps.jobs.handle<{ paymentId: string }>(
    paymentQueues.refund,
    { concurrency: 2, retryLimit: 30, retryDelay: 5, retryDelayMax: 3600 },
    (job) => service.sendRefund(job.paymentId),
  );
  return {
    service,
    routes: async (api) => {
      await api.register(paymentsRoutes, { payments: service, authService: deps.authService });
    },
  };
}
