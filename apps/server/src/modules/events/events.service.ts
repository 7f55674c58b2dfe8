import type { LiveEventType } from '@second-gear/contract';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { liveEvents, streamPresence } from './events.table.ts';

export interface LiveEvent {
  id: number;
  type: LiveEventType;
  /** Null for a public event. */
  accountId: string | null;
  data: Record<string, string>;
}

/** Whoever holds a stream: an account's (its private events and the public ones), or a visitor's (public only). */
export interface Listener {
  accountId: string | null;
  deliver: (event: LiveEvent) => void;
  /** Ends the stream: the server is shutting down. */
  end: () => void;
}

export type EventsService = ReturnType<typeof createEventsService>;

const channel = 'live_events';
/** A reconnect that missed more than this many events is told to refetch everything instead. */
export const replayLimit = 500;
/** How long after its last stream closed an account still counts as present. */
export const presenceSeconds = 300;
const presenceRefreshMs = 60_000;
/** Events are kept a week: a stream away longer refetches everything instead of replaying. */
const keptDays = 7;
const pruneEveryMs = 3_600_000;
/** A refused stream is retried after this long (our web app retries on its own, sooner). */
const streamRetryAfterSeconds = 10;

const visibleTo = (accountId: string | null) =>
  accountId === null
    ? isNull(liveEvents.accountId)
    : or(isNull(liveEvents.accountId), eq(liveEvents.accountId, accountId));

/**
 * Live events across servers. `publish` writes the row and a NOTIFY carrying its id in the caller's transaction, so
 * the event exists if and only if the change commits; each server LISTENs on a connection of its own, reads the rows
 * it is told about and hands them to the streams it holds. After the listening connection is lost it reconnects and
 * catches up from the last id it saw.
 */
export function createEventsService(deps: {
  db: Database;
  databaseUrl: string;
  clock: () => Date;
  log: Logger;
  /** Streams one client address may hold open on this server at once. */
  streamsPerAddress: number;
}) {
  const { db, clock, log } = deps;
  const listeners = new Set<Listener>();
  const streamsByAddress = new Map<string, number>();
  let client: pg.Client | undefined;
  let lastSeen = 0;
  let stopped = false;
  let reconnect: NodeJS.Timeout | undefined;
  let presenceTimer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let pending: number[] = [];
  let reading: Promise<void> = Promise.resolve();

  function dispatch(event: LiveEvent) {
    lastSeen = Math.max(lastSeen, event.id);
    for (const listener of listeners) {
      if (event.accountId === null || event.accountId === listener.accountId) listener.deliver(event);
    }
  }

  async function readRows(where: SQL) {
    const rows = await db.select().from(liveEvents).where(where).orderBy(asc(liveEvents.id));
    for (const row of rows) dispatch(row as LiveEvent);
  }

  // Notifications arriving together are read in one query, one read after another so streams see ids in order.
  function readPending() {
    reading = reading.then(async () => {
      const ids = pending;
      pending = [];
      if (ids.length === 0) return;
      try {
        await readRows(inArray(liveEvents.id, ids));
      } catch (error) {
        log.error({ err: error }, 'live events could not be read');
      }
    });
  }

  async function listen() {
    const next = new pg.Client({ connectionString: deps.databaseUrl });
    next.on('notification', (note) => {
      const id = Number(note.payload);
      if (Number.isSafeInteger(id)) {
        pending.push(id);
        if (pending.length === 1) queueMicrotask(readPending);
      }
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'the live events connection was lost; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  }

  function scheduleReconnect() {
    if (stopped || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      const missedAfter = lastSeen;
      listen()
        // Whatever was committed while nobody listened.
        .then(() => readRows(gt(liveEvents.id, missedAfter)))
        .catch((error: unknown) => {
          log.warn({ err: error }, 'the live events connection could not be reopened; retrying');
          scheduleReconnect();
        });
    }, 1000);
  }

  async function refreshPresence() {
    const present = [...new Set([...listeners].map((listener) => listener.accountId))].filter(
      (id): id is string => id !== null,
    );
    if (present.length === 0) return;
    await db
      .insert(streamPresence)
      .values(present.map((accountId) => ({ accountId, seenAt: clock() })))
      .onConflictDoUpdate({ target: streamPresence.accountId, set: { seenAt: clock() } });
  }

  async function prune() {
    await db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, new Date(clock().getTime() - keptDays * 86_400_000)));
  }

  return {
    /** Writes an event inside the caller's transaction; streams on every server receive it once that commits. */
    async publish(
      tx: Executor,
      event: { type: LiveEventType; accountId?: string | null; data: Record<string, string> },
    ) {
      const [row] = await tx
        .insert(liveEvents)
        .values({
          type: event.type,
          accountId: event.accountId ?? null,
          data: event.data,
          createdAt: clock(),
        })
        .returning({ id: liveEvents.id });
      await tx.execute(sql`select pg_notify(${channel}, ${String(row!.id)})`);
    },

    /** The newest event's id: a new stream starts from here, so its first reconnect replays what it missed. */
    async head(): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)::int8` })
        .from(liveEvents);
      return Number(row?.id ?? 0);
    },

    /** What `accountId` may see after `afterId`, oldest first, one more than `replayLimit` to say there was more. */
    async replay(afterId: number, accountId: string | null): Promise<LiveEvent[]> {
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(gt(liveEvents.id, afterId), visibleTo(accountId)))
        .orderBy(asc(liveEvents.id))
        .limit(replayLimit + 1);
      return rows as LiveEvent[];
    },

    /**
     * Takes one of the address's stream places, before the stream is set up, so that streams opened at once cannot
     * pass the limit together; refused past it. The returned function gives the place back (once, however often
     * called).
     */
    admitStream(address: string): () => void {
      const open = streamsByAddress.get(address) ?? 0;
      if (open >= deps.streamsPerAddress) {
        throw new TooManyRequestsError(
          `Too many live updates are open from your address (at most ${deps.streamsPerAddress}). Close a tab of Second Gear, or try again later.`,
          streamRetryAfterSeconds,
        );
      }
      streamsByAddress.set(address, open + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (streamsByAddress.get(address) ?? 1) - 1;
        if (left > 0) streamsByAddress.set(address, left);
        else streamsByAddress.delete(address);
      };
    },

    /** Adds a stream's listener; the returned function removes it. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      if (listener.accountId) void refreshPresence().catch(() => undefined);
      return () => {
        listeners.delete(listener);
        if (listener.accountId) {
          // Closing a stream counts as the last sighting: the five minutes run from here.
          void db
            .insert(streamPresence)
            .values({ accountId: listener.accountId, seenAt: clock() })
            .onConflictDoUpdate({ target: streamPresence.accountId, set: { seenAt: clock() } })
            .catch(() => undefined);
        }
      };
    },

    /** How many streams this server holds now. */
    openStreams: () => listeners.size,

    /** Whether the account had a stream open, on any server, within the last five minutes. */
    async recentlyPresent(tx: Executor, accountId: string): Promise<boolean> {
      if ([...listeners].some((listener) => listener.accountId === accountId)) return true;
      const since = new Date(clock().getTime() - presenceSeconds * 1000);
      const [row] = await tx
        .select({ accountId: streamPresence.accountId })
        .from(streamPresence)
        .where(and(eq(streamPresence.accountId, accountId), gt(streamPresence.seenAt, since)));
      return row !== undefined;
    },

    async start() {
      stopped = false;
      lastSeen = await this.head();
      await listen();
      presenceTimer = setInterval(() => {
        void refreshPresence().catch((error: unknown) =>
          log.warn({ err: error }, 'stream presence could not be recorded'),
        );
      }, presenceRefreshMs);
      const pruning = () =>
        void prune().catch((error: unknown) =>
          log.warn({ err: error }, 'old live events could not be pruned'),
        );
      pruning();
      pruneTimer = setInterval(pruning, pruneEveryMs);
    },

    /** Ends every stream this server holds (their clients reconnect to another server). */
    endStreams() {
      for (const listener of listeners) listener.end();
    },

    async stop() {
      stopped = true;
      clearTimeout(reconnect);
      clearInterval(presenceTimer);
      clearInterval(pruneTimer);
      await reading;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
