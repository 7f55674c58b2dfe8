import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import { createTestDrivesRepo } from './test-drives.repo.ts';
import { testDrivesRoutes } from './test-drives.routes.ts';
import { createTestDrivesService, type TestDrivesService } from './test-drives.service.ts';

export interface TestDrivesModuleDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  accounts: AccountsService;
  authService: AuthService;
  cars: CarsService;
  events: EventsService;
  jobs: JobsService;
  mail: MailService;
  push: PushService;
}

/** Sellers' hours for test drives, and the drives buyers ask for, agree, move and call off. */
export function createTestDrivesModule(deps: TestDrivesModuleDeps): FeatureModule<TestDrivesService> {
  const service = createTestDrivesService({ ...deps, repo: createTestDrivesRepo(deps.db) });
  // A car that sells, or whose listing goes, calls off its drives still to come in the same transaction.
  deps.cars.onSold(service.cancelFutureOfCar);
  deps.cars.onListingRemoved(service.cancelFutureOfCar);
  return {
    service,
    routes: async (api) => {
      await api.register(testDrivesRoutes, { testDrives: service, authService: deps.authService });
    },
  };
}
