import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { createPushRepo } from './push.repo.ts';
import { pushRoutes } from './push.routes.ts';
import { createPushService, type PushService, type VapidKeys } from './push.service.ts';

export interface PushModuleDeps {
  db: Database;
  clock: () => Date;
  log: Logger;
  jobs: JobsService;
  accounts: AccountsService;
  authService: AuthService;
  vapid: VapidKeys;
  httpEndpointHosts: readonly string[];
  retryDelaySeconds?: number;
}

/** Web Push: the devices people turned notifications on for, and the notifications other modules hand over. */
export function createPushModule(deps: PushModuleDeps): FeatureModule<PushService> {
  const service = createPushService({ ...deps, repo: createPushRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(pushRoutes, { push: service, authService: deps.authService });
    },
  };
}
