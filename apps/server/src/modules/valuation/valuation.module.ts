import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { createValuationRepo } from './valuation.repo.ts';
import { valuationRoutes } from './valuation.routes.ts';
import { createValuationService, type ValuationService } from './valuation.service.ts';

export interface ValuationModuleDeps {
  db: Database;
  clock: () => Date;
  vehicles: VehiclesService;
}

/** "What is my car worth?" and the listing form's price guidance: read-only, from the deal rating's comparables. */
export function createValuationModule(deps: ValuationModuleDeps): FeatureModule<ValuationService> {
  const service = createValuationService({ ...deps, repo: createValuationRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(valuationRoutes, { valuation: service });
    },
  };
}
