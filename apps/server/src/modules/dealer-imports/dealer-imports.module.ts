import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { DealersService } from '../dealers/dealers.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { PhotoStorage } from '../uploads/photo-storage.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { createDealerImportsRepo } from './dealer-imports.repo.ts';
import { dealerImportsRoutes } from './dealer-imports.routes.ts';
import {
  createDealerImportsService,
  dealerImportQueue,
  type DealerImportsService,
} from './dealer-imports.service.ts';

export interface DealerImportsModuleDeps {
  db: Database;
  clock: () => Date;
  log: Logger;
  accounts: AccountsService;
  authService: AuthService;
  dealers: DealersService;
  cars: CarsService;
  uploads: UploadsService;
  vehicles: VehiclesService;
  jobs: JobsService;
  photos: PhotoStorage;
}

/** Dealerships' inventory files: dry runs, and imports run as jobs row by row. */
export function createDealerImportsModule(
  deps: DealerImportsModuleDeps,
): FeatureModule<DealerImportsService> {
  const service = createDealerImportsService({ ...deps, repo: createDealerImportsRepo(deps.db) });
  // One import at a time per server; each resumes from its own progress, so a retry after a crash is safe.
  deps.jobs.handle<{ importId: string }>(
    dealerImportQueue,
    { concurrency: 1, retryLimit: 5, retryDelay: 5, expireInSeconds: 4 * 3600 },
    (job) => service.runImport(job.importId),
  );
  return {
    service,
    routes: async (api) => {
      await api.register(dealerImportsRoutes, { imports: service, authService: deps.authService });
    },
  };
}
