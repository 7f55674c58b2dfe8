import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Flag } from '../moderation/flag.ts';
import { createReviewsRepo } from './reviews.repo.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService, type ReviewsService } from './reviews.service.ts';

export interface ReviewsModuleDeps {
  db: Database;
  clock: () => Date;
  accounts: AccountsService;
  authService: AuthService;
  flag: Flag;
}

/** Buyers' reviews of the sellers they paid, the sellers' replies, and each seller's rating. */
export function createReviewsModule(deps: ReviewsModuleDeps): FeatureModule<ReviewsService> {
  const service = createReviewsService({ ...deps, repo: createReviewsRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(reviewsRoutes, { reviews: service, authService: deps.authService });
    },
  };
}
