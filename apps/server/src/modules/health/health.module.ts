import type pg from 'pg';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { healthRoutes } from './health.routes.ts';

export interface HealthModuleDeps {
  pool: pg.Pool;
}

/** Liveness: no service, only the probe the load balancer calls. */
export function createHealthModule(deps: HealthModuleDeps): FeatureModule<undefined> {
  return {
    service: undefined,
    routes: async (api) => {
      await api.register(healthRoutes, deps);
    },
  };
}
