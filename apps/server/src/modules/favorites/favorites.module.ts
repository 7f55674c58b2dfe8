import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import { createFavoritesRepo } from './favorites.repo.ts';
import { favoritesRoutes } from './favorites.routes.ts';
import { createFavoritesService, type FavoritesService } from './favorites.service.ts';

export interface FavoritesModuleDeps {
  db: Database;
  clock: () => Date;
  accounts: AccountsService;
  authService: AuthService;
  cars: CarsService;
}

/** Cars a buyer saved to come back to, with what changed since. */
export function createFavoritesModule(deps: FavoritesModuleDeps): FeatureModule<FavoritesService> {
  const service = createFavoritesService({ ...deps, repo: createFavoritesRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(favoritesRoutes, { favorites: service, authService: deps.authService });
    },
  };
}
