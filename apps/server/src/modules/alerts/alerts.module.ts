import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.ts';
import type { SearchService } from '../search/search.service.ts';
import { createAlertsRepo } from './alerts.repo.ts';
import { createAlertsService, type AlertsService } from './alerts.service.ts';
import { startupStep } from '../../lib/startup-step.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs alerts now rather than at the queue's next turn. */
    alerts: AlertsService;
  }
}

export interface AlertsModuleDeps {
  db: Database;
  jobs: JobsService;
  mail: MailService;
  push: PushService;
  search: Pick<SearchService, 'readQuery' | 'matching'>;
  savedSearches: Pick<SavedSearchesService, 'turnAlertsOff'>;
  clock: () => Date;
  log: Logger;
  publicUrl: string;
}

/** Saved searches' instant alerts and digests, and the saved cars' daily summary: background work on the job queue. */
export function createAlertsModule(deps: AlertsModuleDeps): FeatureModule<AlertsService> {
  const service = createAlertsService({ ...deps, repo: createAlertsRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      api.addHook('onReady', () => startupStep(api.log, 'the alert sweeps', () => service.startSweeps()));
    },
  };
}
