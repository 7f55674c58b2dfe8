import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import { createStatsRepo } from './stats.repo.ts';
import { statsRoutes } from './stats.routes.ts';
import { createStatsService, type StatsService, type StatsSources } from './stats.service.ts';
import { createViewTally, type ViewTally } from './view-tally.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The impressions and page visitors tallied in memory; `flush()` writes them now. */
    listingCounts: ViewTally;
  }
}

/** Counting what happens to listings, and how often the tally is written: every `flushMs`, and at close. */
export interface ListingCounting {
  counting: boolean;
  flushMs: number;
}

/**
 * The tally the catalogue's hot paths count into. Made before the modules that count (search, cars), which are handed
 * its `shown` and `read`; the stats module writes it on its schedule.
 */
export function createListingCounts(deps: {
  db: Database;
  clock: () => Date;
  log: Logger;
  counting: boolean;
}) {
  return createViewTally({ ...deps, repo: createStatsRepo(deps.db) });
}

export interface StatsModuleDeps {
  db: Database;
  clock: () => Date;
  authService: AuthService;
  cars: CarsService;
  tally: ViewTally;
  flushMs: number;
  /** Each kind of interest from the module that owns it. */
  sources: StatsSources;
}

/** What happens to each of a seller's listings: counted on the hot paths in batches, read on the dashboard. */
export function createStatsModule(deps: StatsModuleDeps): FeatureModule<StatsService> {
  const { tally } = deps;
  const service = createStatsService({ ...deps, repo: createStatsRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      let flusher: NodeJS.Timeout | undefined;
      api.addHook('onReady', async () => {
        if (!tally.counting) return;
        flusher = setInterval(() => void tally.flush(), deps.flushMs);
        flusher.unref();
      });
      // What is tallied when the server stops is written before it lets go of the database.
      api.addHook('onClose', async () => {
        clearInterval(flusher);
        await tally.flush();
      });
      await api.register(statsRoutes, { stats: service, authService: deps.authService });
    },
  };
}
