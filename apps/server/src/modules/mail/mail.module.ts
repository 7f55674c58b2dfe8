import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { MailTransport } from './mail-transport.ts';
import { createMailRepo } from './mail.repo.ts';
import { createMailService, type MailService } from './mail.service.ts';

export interface MailModuleDeps {
  db: Database;
  jobs: JobsService;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  clock: () => Date;
  log: Logger;
}

/** The outbox: other modules put e-mails in it inside their transactions; its job sends them over SMTP. */
export function createMailModule(deps: MailModuleDeps): FeatureModule<MailService> {
  const service = createMailService({ ...deps, repo: createMailRepo(deps.db) });
  return { service, routes: async () => undefined };
}
