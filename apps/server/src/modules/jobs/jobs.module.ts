import type pg from 'pg';
import type { Logger } from 'pino';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createJobsService, type JobsService } from './jobs.service.ts';

export interface JobsModuleDeps {
  databaseUrl: string;
  pool: pg.Pool;
  log: Logger;
}

/** The job queue the other modules are handed; it starts working once the app is ready and stops when it closes. */
export function createJobsModule(deps: JobsModuleDeps): FeatureModule<JobsService> {
  const service = createJobsService(deps);
  return {
    service,
    routes: async (api) => {
      api.addHook('onReady', () => service.start());
      api.addHook('onClose', () => service.stop());
    },
  };
}
