import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { createOffersRepo } from './offers.repo.ts';
import { offersRoutes } from './offers.routes.ts';
import { createOffersService, type OffersService } from './offers.service.ts';

export interface OffersModuleDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  accounts: AccountsService;
  authService: AuthService;
  bookings: BookingsService;
  cars: CarsService;
  conversations: ConversationsService;
  events: EventsService;
  jobs: JobsService;
  mail: MailService;
  push: PushService;
  reservations: Pick<ReservationsService, 'requireNotReservedByOther'>;
}

/** Offers on cars in their conversations: made, countered, accepted into a booking, declined, withdrawn, expired. */
export function createOffersModule(deps: OffersModuleDeps): FeatureModule<OffersService> {
  const service = createOffersService({ ...deps, repo: createOffersRepo(deps.db) });
  deps.cars.onSoldElsewhere(service.declineOpenOfSoldCar);
  return {
    service,
    routes: async (api) => {
      await api.register(offersRoutes, { offers: service, authService: deps.authService });
    },
  };
}
