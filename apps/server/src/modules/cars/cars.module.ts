import type { FinancingTerms } from '@second-gear/contract';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DealersService } from '../dealers/dealers.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { Flag } from '../moderation/flag.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { createCarsRepo } from './cars.repo.ts';
import { carsRoutes } from './cars.routes.ts';
import {
  createCarsService,
  type CarPageRead,
  type CarsService,
  type OnIntegrityFlag,
  type ReusedPhoto,
} from './cars.service.ts';

export interface CarsModuleDeps {
  db: Database;
  clock: () => Date;
  log: Logger;
  accounts: AccountsService;
  /** Which dealership a seller works for: its staff share its cars. */
  dealers: Pick<DealersService, 'membershipOf'>;
  authService: AuthService;
  uploads: UploadsService;
  reports: ReportsService;
  vehicles: VehiclesService;
  events: EventsService;
  /** Told of each photo of a saved listing near-identical to a photo of another seller's listing. */
  onReusedPhoto?: (finding: ReusedPhoto) => Promise<void>;
  /** Hears of listings to check (a VIN listed again soon after its sale), inside the listing's transaction. */
  onIntegrityFlag?: OnIntegrityFlag;
  flag: Flag;
  /** Told of every car page read, without waiting (the listing's stats count its visitors). */
  onPageRead?: (read: CarPageRead) => void;
  /** The terms of the car page's estimated monthly payment. */
  financing: FinancingTerms;
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
