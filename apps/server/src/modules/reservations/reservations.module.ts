import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { createReservationsRepo } from './reservations.repo.ts';
import { reservationsRoutes } from './reservations.routes.ts';
import {
  createReservationsService,
  reservationQueues,
  type ReservationsService,
} from './reservations.service.ts';

export interface ReservationsModuleDeps {
  db: Database;
  clock: () => Date;
  accounts: AccountsService;
  authService: AuthService;
  cars: CarsService;
  events: EventsService;
  jobs: JobsService;
  ledger: LedgerService;
  mail: MailService;
  publicUrl: string;
  gateway: PaymentGateway;
  settings: { depositCents: number; hours: number };
}

/** Reservations: a car held for one buyer against a refundable deposit, ended once by paying, cancelling or expiry. */
export function createReservationsModule(deps: ReservationsModuleDeps): FeatureModule<ReservationsService> {
  const service = createReservationsService({ ...deps, repo: createReservationsRepo(deps.db) });
  type Job = { reservationId: string };
  deps.jobs.handle<Job>(reservationQueues.expire, { concurrency: 2, retryLimit: 20, retryDelay: 5 }, (job) =>
    service.expire(job.reservationId),
  );
  // The gateway may be out for a while: keep trying for about a day, backing off to an hour.
  deps.jobs.handle<Job>(
    reservationQueues.settle,
    { concurrency: 2, retryLimit: 30, retryDelay: 5, retryDelayMax: 3600 },
    (job) => service.settleHold(job.reservationId),
  );
  return {
    service,
    routes: async (api) => {
      await api.register(reservationsRoutes, { reservations: service, authService: deps.authService });
    },
  };
}
