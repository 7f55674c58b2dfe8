import type { FinancingTerms } from '@second-gear/contract';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService, type SearchService } from './search.service.ts';
import { startupStep } from '../../lib/startup-step.ts';

export interface SearchModuleDeps {
  db: Database;
  clock: () => Date;
  log: Logger;
  vehicles: VehiclesService;
  /** Signs the result cursors, so a forged one is refused. */
  secret: string;
  /** Told of the cars of every results page sent, without waiting (the listings' stats count impressions). */
  onShown?: (carIds: readonly string[], userAgent: string | undefined) => void;
  /** The terms of the cars' estimated monthly payments, the `monthlyMax` filter and the `monthly_asc` sort. */
  financing: FinancingTerms;
  /** Scan threads a search is split over (1: the main thread), for indexes of `parallelAbove` slots or more. */
  threads: number;
  parallelAbove?: number;
  chunkSize?: number;
  /** Where the index is kept between starts; none: built from every car at each start. */
  snapshotFile?: string;
}

/** Finding a car: the in-memory search index, kept exact by the database's change log, and its routes. */
export function createSearchModule(deps: SearchModuleDeps): FeatureModule<SearchService> {
  const service = createSearchService(deps);
  return {
    service,
    routes: async (api) => {
      // Built while the server starts listening: searches wait for it (a few seconds at 1,000,000 cars).
      api.addHook('onReady', () => startupStep(api.log, 'the search index', () => service.start()));
      api.addHook('onClose', () => service.stop());
      await api.register(searchRoutes, { search: service, onShown: deps.onShown });
    },
  };
}
