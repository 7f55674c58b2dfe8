import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Gauge } from 'prom-client';
import type { Logger } from 'pino';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createJobsService, type JobsService } from './jobs.service.ts';
import { startupStep } from '../../lib/startup-step.ts';

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
      if (api.metrics) registerBacklogGauges(api.metrics, service);
      api.addHook('onReady', () => startupStep(api.log, 'the job queue', () => service.start()));
      api.addHook('onClose', () => service.stop());
    },
  };
}

/** Queue depth and the age of its oldest job: one query per scrape, shared by both series. */
function registerBacklogGauges(registry: NonNullable<FastifyInstance['metrics']>, jobs: JobsService) {
  let pending: Promise<{ depth: number; oldestAgeSeconds: number }> | undefined;
  const backlog = () => {
    pending ??= jobs.backlog().finally(() => {
      pending = undefined;
    });
    return pending;
  };
  new Gauge({
    name: 'jobs_waiting',
    help: 'Jobs waiting to run (new, or waiting for a retry), all queues together.',
    registers: [registry],
    async collect() {
      this.set((await backlog()).depth);
    },
  });
  new Gauge({
    name: 'jobs_oldest_waiting_seconds',
    help: 'How long the oldest waiting job has waited, in seconds (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set((await backlog()).oldestAgeSeconds);
    },
  });
}
