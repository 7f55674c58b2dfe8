import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLine, routeOf } from '../../lib/access-log.ts';
import { webHeaders } from '../../lib/web-headers.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { replayLimit, type EventsService, type LiveEvent } from './events.service.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const heartbeatMs = 25_000;

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

function lastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,18}$/.test(value) ? Number(value) : undefined;
}

/**
 * Holds one Server-Sent Events stream open: replays what came after the client's Last-Event-ID (or, when more than
 * the replay limit was missed, tells it to refetch everything with a `reset` event), then forwards live events as
 * they arrive. Live events arriving during the replay are held and sent after it, each id once, in order.
 */
async function openStream(
  events: EventsService,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string | null,
) {
  const opened = performance.now();
  const after = lastEventId(request);
  const head = after === undefined ? await events.head() : undefined;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies that buffer answers (nginx) would hold events back.
    'x-accel-buffering': 'no',
  });
  let sent = after ?? head ?? 0;
  let held: LiveEvent[] | undefined = [];
  const send = (event: LiveEvent) => {
    if (event.id <= sent) return;
    sent = event.id;
    raw.write(frame(event));
  };
  const unsubscribe = events.subscribe({
    accountId,
    deliver: (event) => (held ? held.push(event) : send(event)),
    end: () => raw.end(),
  });
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs);
  request.raw.once('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
    // A taken-over answer gets no access line of its own: this is it, written when the stream ends.
    accessLine(request.log, {
      method: request.method,
      route: routeOf(request),
      status: 200,
      ms: performance.now() - opened,
    });
  });
  // Reconnects wait two seconds; a first stream names where it starts so that its reconnect replays from there.
  raw.write(`retry: 2000\n${head === undefined ? '' : `id: ${head}\n`}event: ready\ndata: {}\n\n`);
  if (after !== undefined) {
    const missed = await events.replay(after, accountId).catch(() => undefined);
    if (!missed || missed.length > replayLimit) {
      const newest = await events.head();
      raw.write(`id: ${newest}\nevent: reset\ndata: {}\n\n`);
      sent = newest;
    } else {
      for (const event of missed) send(event);
    }
  }
  const waiting = held;
  held = undefined;
  for (const event of waiting) send(event);
}

/** Holds one of the client address' stream places until this answer, a stream or a refusal, is over. */
function admit(events: EventsService, request: FastifyRequest, reply: FastifyReply) {
  const release = events.admitStream(request.ip);
  reply.raw.once('close', release);
}

export const eventsRoutes: FastifyPluginAsyncZod<{
  events: EventsService;
  authService: AuthService;
  accounts: AccountsService;
}> = async (app, { events, authService, accounts }) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['live'],
        summary:
          "The caller's live events (Server-Sent Events): their messages and read receipts, and every car's changes",
      },
    },
    async (request, reply) => {
      admit(events, request, reply);
      const caller = await authService.bearerPrincipal(webHeaders(request));
      const account = await accounts.accountOf(caller);
      await openStream(events, request, reply, account?.id ?? null);
    },
  );

  app.get(
    '/events/cars',
    {
      schema: {
        tags: ['live'],
        summary: "Every car's changes as Server-Sent Events (sold, removed, new price or photos); no sign-in",
      },
    },
    async (request, reply) => {
      admit(events, request, reply);
      await openStream(events, request, reply, null);
    },
  );
};
