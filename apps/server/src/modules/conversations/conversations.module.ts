import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { OnReport } from '../../lib/reports.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { DealersService } from '../dealers/dealers.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { Flag } from '../moderation/flag.ts';
import { createConversationsRepo } from './conversations.repo.ts';
import { conversationsRoutes } from './conversations.routes.ts';
import { createConversationsService, type ConversationsService } from './conversations.service.ts';

export interface ConversationsModuleDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  accounts: AccountsService;
  authService: AuthService;
  events: EventsService;
  mail: MailService;
  push: PushService;
  /** Hears of each new report of a message, inside the transaction that files it. */
  onReport?: OnReport;
  flag: Flag;
  /** Who works for which dealership: its staff answer the conversations about its cars. */
  dealers: DealersService;
}

/** Buyer–seller conversations about a car, with the scam guard, blocking, reports and e-mail to absent people. */
export function createConversationsModule(
  deps: ConversationsModuleDeps,
): FeatureModule<ConversationsService> {
  const service = createConversationsService({ ...deps, repo: createConversationsRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(conversationsRoutes, { conversations: service, authService: deps.authService });
    },
  };
}
