import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import { createSellersRepo } from './sellers.repo.ts';
import { sellersRoutes } from './sellers.routes.ts';
import { createSellersService, type SellersService } from './sellers.service.ts';

export interface SellersModuleDeps {
  db: Database;
  clock: () => Date;
  reviews: ReviewsService;
  accounts: AccountsService;
  authService: AuthService;
  conversations: ConversationsService;
}

/** Sellers' public profiles, for anyone. */
export function createSellersModule(deps: SellersModuleDeps): FeatureModule<SellersService> {
  const service = createSellersService({ ...deps, repo: createSellersRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(sellersRoutes, {
        sellers: service,
        caller: (headers) => deps.authService.bearerPrincipal(headers),
        reader: async (headers) => {
          // A profile is public: a missing or stale token reads it as a visitor does.
          if (!headers.get('authorization')) return undefined;
          const caller = await deps.authService.bearerPrincipal(headers).catch(() => undefined);
          return caller && (await deps.accounts.accountOf(caller))?.id;
        },
      });
    },
  };
}
