import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { MailTransport } from './mail-transport.ts';
import { createMailRepo } from './mail.repo.ts';
import { mailRoutes } from './mail.routes.ts';
import { createMailService, type MailService } from './mail.service.ts';

export interface MailModuleDeps {
  db: Database;
  jobs: JobsService;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  clock: () => Date;
  log: Logger;
  secret: string;
}

/** The outbox: other modules put e-mails in it inside their transactions; its job sends them over SMTP. */
export function createMailModule(deps: MailModuleDeps): FeatureModule<MailService> {
  const service = createMailService({ ...deps, repo: createMailRepo(deps.db) });
  return { service, routes: async () => undefined };
}

/**
 * The mail module's routes for people: their e-mail preferences and one-click unsubscribe. Mounted after the auth
 * module, which the outbox comes before (it sends the auth module's e-mails).
 */
export function createMailSettingsModule(deps: {
  mail: MailService;
  authService: AuthService;
}): FeatureModule<void> {
  return {
    service: undefined,
    routes: async (api) => {
      await api.register(mailRoutes, deps);
    },
  };
}
