import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createSavedSearchesRepo } from './saved-searches.repo.ts';
import { savedSearchesRoutes } from './saved-searches.routes.ts';
import {
  createSavedSearchesService,
  type SavedSearchesService,
  type SavedSearchesSearch,
} from './saved-searches.service.ts';

export interface SavedSearchesModuleDeps {
  db: Database;
  clock: () => Date;
  accounts: AccountsService;
  authService: AuthService;
  /** The search itself: a saved search is refused for what it would refuse, and counts the cars it shows. */
  search: SavedSearchesSearch;
}

/** Searches a buyer keeps to come back to. */
export function createSavedSearchesModule(
  deps: SavedSearchesModuleDeps,
): FeatureModule<SavedSearchesService> {
  const service = createSavedSearchesService({ ...deps, repo: createSavedSearchesRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(savedSearchesRoutes, { savedSearches: service, authService: deps.authService });
    },
  };
}
