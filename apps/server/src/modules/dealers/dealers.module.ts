import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createDealersRepo } from './dealers.repo.ts';
import { createDealersService, type DealersService } from './dealers.service.ts';

export interface DealersModuleDeps {
  db: Database;
}

/** Dealerships: their staff and roles, invitations, and the storefront's header. */
export function createDealersModule(deps: DealersModuleDeps): FeatureModule<DealersService> {
  const service = createDealersService({ repo: createDealersRepo(deps.db) });
  return {
    service,
    routes: async () => {},
  };
}
