import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { createBookingsRepo } from './bookings.repo.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { createBookingsService, type BookingsService } from './bookings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Buyers' bookings, for start-up work outside a request (the demo buyer's purchase). */
    bookings: BookingsService;
  }
}

export interface BookingsModuleDeps {
  db: Database;
  accounts: AccountsService;
  authService: AuthService;
  cars: CarsService;
  events: EventsService;
  mail: MailService;
  clock: () => Date;
  reservations: Pick<ReservationsService, 'requireNotReservedByOther'>;
  publicUrl: string;
}

/** Buyers' bookings of cars, and the orders list. */
export function createBookingsModule(deps: BookingsModuleDeps): FeatureModule<BookingsService> {
  const service = createBookingsService({ ...deps, repo: createBookingsRepo(deps.db) });
  // A removed listing takes its unpaid bookings with it, in the same transaction.
  deps.cars.onListingRemoved(service.cancelUnpaidForCar);
  deps.cars.onSoldElsewhere(service.cancelUnpaidOfSoldCar);
  return {
    service,
    routes: async (api) => {
      await api.register(bookingsRoutes, { bookings: service, authService: deps.authService });
    },
  };
}
