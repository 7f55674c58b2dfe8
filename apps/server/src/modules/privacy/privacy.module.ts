import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createPrivacyRepo } from './privacy.repo.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { createPrivacyService, type ExportSources, type PrivacyService } from './privacy.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries out due account deletions now rather than at the queue's next turn. */
    privacy: PrivacyService;
  }
}

export interface PrivacyModuleDeps {
  db: Database;
  clock: () => Date;
  log: Logger;
  publicUrl: string;
  jobs: JobsService;
  mail: MailService;
  accounts: AccountsService;
  authService: AuthService;
  admin: Pick<AdminService, 'eraseAccount'>;
  sources: ExportSources;
}

const sweepQueue = 'privacy.delete-due';

/** People's data: their export, and their account's deletion at their request after a grace period. */
export function createPrivacyModule(deps: PrivacyModuleDeps): FeatureModule<PrivacyService> {
  const service = createPrivacyService({ ...deps, repo: createPrivacyRepo(deps.db) });
  // One sweep at a time across every server, each minute: a deletion happens within a minute of its time.
  deps.jobs.handle(
    sweepQueue,
    { concurrency: 1, policy: 'stately', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
    async () => {
      const deleted = await service.deleteDue();
      if (deleted > 0)
        deps.log.info({ event: 'accounts-deleted', count: deleted }, 'due account deletions done');
    },
  );
  deps.jobs.every(sweepQueue, '* * * * *');
  return {
    service,
    routes: async (api) => {
      await api.register(privacyRoutes, { privacy: service, authService: deps.authService });
    },
  };
}
