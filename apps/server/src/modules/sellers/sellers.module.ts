import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import { createSellersRepo } from './sellers.repo.ts';
import { sellersRoutes } from './sellers.routes.ts';
import { createSellersService, type SellersService } from './sellers.service.ts';

export interface SellersModuleDeps {
  db: Database;
  clock: () => Date;
  reviews: ReviewsService;
}

/** Sellers' public profiles, for anyone. */
export function createSellersModule(deps: SellersModuleDeps): FeatureModule<SellersService> {
  const service = createSellersService({ ...deps, repo: createSellersRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(sellersRoutes, { sellers: service });
    },
  };
}
