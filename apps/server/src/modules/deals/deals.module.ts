import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { DealersService } from '../dealers/dealers.service.ts';
import { dealsRoutes } from './deals.routes.ts';
import { createDealsService, type DealSources, type DealsService } from './deals.service.ts';

export interface DealsModuleDeps {
  accounts: AccountsService;
  authService: AuthService;
  cars: CarsService;
  /** Who works for which dealership: its staff see the leads of its cars. */
  dealers: DealersService;
  /** Each kind of deal from the module that owns it. */
  sources: DealSources;
}

/** The seller's deals page: per car, what every deal module has going on. It owns no table. */
export function createDealsModule(deps: DealsModuleDeps): FeatureModule<DealsService> {
  const service = createDealsService(deps);
  return {
    service,
    routes: async (api) => {
      await api.register(dealsRoutes, { deals: service, authService: deps.authService });
    },
  };
}
