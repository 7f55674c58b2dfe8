import type { Logger } from 'pino';
import { Gauge } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService, type EventsService } from './events.service.ts';
import { startupStep } from '../../lib/startup-step.ts';

export interface EventsModuleDeps {
  db: Database;
  /** The listening connection is a client of its own: the pool closes idle clients, which would end LISTEN. */
  databaseUrl: string;
  clock: () => Date;
  log: Logger;
  authService: AuthService;
  accounts: AccountsService;
  /** Streams one client address may hold open on this server at once (LIVE_STREAMS_PER_ADDRESS). */
  streamsPerAddress: number;
}

/** Live events: rows other modules write in their transactions, forwarded to the streams every server holds. */
export function createEventsModule(deps: EventsModuleDeps): FeatureModule<EventsService> {
  const service = createEventsService(deps);
  return {
    service,
    routes: async (api) => {
      api.addHook('onReady', () => startupStep(api.log, 'the live events listener', () => service.start()));
      if (api.metrics) {
        new Gauge({
          name: 'live_event_streams',
          help: 'Server-Sent Events streams this server holds open.',
          registers: [api.metrics],
          collect() {
            this.set(service.openStreams());
          },
        });
      }
      // Open streams would keep the server from closing; their clients reconnect elsewhere.
      api.addHook('preClose', async () => service.endStreams());
      api.addHook('onClose', () => service.stop());
      await api.register(eventsRoutes, { ...deps, events: service });
    },
  };
}
