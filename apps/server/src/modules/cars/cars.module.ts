import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { Flag } from '../moderation/flag.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { createCarsRepo } from './cars.repo.ts';
import { carsRoutes } from './cars.routes.ts';
import { createCarsService, type CarsService } from './cars.service.ts';

export interface CarsModuleDeps {
  db: Database;
  clock: () => Date;
  accounts: AccountsService;
  authService: AuthService;
  uploads: UploadsService;
  reports: ReportsService;
  vehicles: VehiclesService;
  events: EventsService;
  flag: Flag;
}

/** The catalogue: car models, listings, advertising, and the cached answers the storefront reads. */
export function createCarsModule(deps: CarsModuleDeps): FeatureModule<CarsService> {
  const service = createCarsService({ ...deps, repo: createCarsRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(carsRoutes, { cars: service, authService: deps.authService });
    },
  };
}
