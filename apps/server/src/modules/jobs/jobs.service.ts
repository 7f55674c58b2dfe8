import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type QueueOptions } from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Executor } from '../../db/client.ts';

/** A module's handler of one queue's jobs; it must be safe to run twice for one job (a retry after a crash). */
export type JobHandler<Data> = (data: Data, job: { id: string }) => Promise<void>;

export interface QueueDefinition extends Pick<
  QueueOptions,
  'retryLimit' | 'retryDelay' | 'retryDelayMax' | 'expireInSeconds'
> {
  /** `stately`: at most one job waiting and one running, across every server (a sweep that must not overlap). */
  policy?: 'standard' | 'stately';
  /** How long finished jobs are kept (a sweep every few seconds need not keep a week of them). */
  deleteAfterSeconds?: number;
  /** How many of this queue's jobs one server runs at once. */
  concurrency: number;
}

export type JobsService = ReturnType<typeof createJobsService>;

const schema = 'pgboss';

/**
 * The PostgreSQL job queue (pg-boss). Jobs are rows written in the transaction of the change that causes them, so a
 * rolled-back change leaves no job and a committed one survives a crash; every server works them (`SKIP LOCKED`).
 * Modules register their handlers while they are built; the queue starts once the app is ready and stops with it.
 */
export function createJobsService(deps: { databaseUrl: string; pool: pg.Pool; log: Logger }) {
  const { log } = deps;
  const boss = new PgBoss({
    connectionString: deps.databaseUrl,
    schema,
    max: 4,
    // New jobs wake a worker at once; polling stays as the floor.
    useListenNotify: true,
    // Cron schedules (the alerts' tick): one job per occurrence across every server.
    schedule: true,
    // A job whose server died stops sending heartbeats; the monitor gives it to another attempt within seconds.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  });
  boss.on('error', (error) => log.error({ err: error }, 'the job queue reported an error'));
  const queues = new Map<string, { definition: QueueDefinition; handler: JobHandler<never> }>();
  const schedules = new Map<string, string>();
  let started = false;

  return {
    /** Registers the handler of a queue; call it while the app is being built, before it starts. */
    handle<Data>(queue: string, definition: QueueDefinition, handler: JobHandler<Data>) {
      if (started) throw new Error(`the job queue has started; register "${queue}" while building the app`);
      queues.set(queue, { definition, handler: handler as JobHandler<never> });
    },

    /** Runs a queue's job on a cron schedule (UTC), once per occurrence whichever servers run. */
    every(queue: string, cron: string) {
      if (started) throw new Error(`the job queue has started; schedule "${queue}" while building the app`);
      schedules.set(queue, cron);
    },

    /** Adds a job on its own, to run `delaySeconds` from now (dropped by a `stately` queue that has one waiting). */
    async later(queue: string, data: object, delaySeconds: number): Promise<void> {
      if (!queues.has(queue)) throw new Error(`no handler is registered for the job queue "${queue}"`);
      await boss.send(queue, data, { startAfter: delaySeconds });
    },

    /**
     * Adds a job inside the caller's transaction: it exists if, and only if, that transaction commits. `startAfter`
     * holds it back until that instant (a deadline's work).
     */
    async add(tx: Executor, queue: string, data: object, options: { startAfter?: Date } = {}): Promise<void> {
      if (!queues.has(queue)) throw new Error(`no handler is registered for the job queue "${queue}"`);
      await boss.send(queue, data, {
        db: fromDrizzle(tx, sql),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
    },

    async start() {
      started = true;
      await boss.start();
      for (const [name, { definition, handler }] of queues) {
        const { concurrency, policy = 'standard', ...options } = definition;
        await boss.createQueue(name, {
          ...options,
          policy,
          retryBackoff: true,
          heartbeatSeconds: 10,
          notify: true,
        });
        // New jobs arrive by NOTIFY; the poll finds retries whose delay has passed; a backlog is worked without pauses.
        const polling = {
          pollingIntervalSeconds: 1,
          notifyPollingIntervalSeconds: 1,
          burstWhenReadyExceeds: 1,
        };
        await boss.work<object>(
          name,
          { batchSize: 1, localConcurrency: concurrency, ...polling },
          async ([job]) => {
            await handler(job!.data as never, { id: job!.id });
          },
        );
      }
      for (const [name, cron] of schedules) await boss.schedule(name, cron);
    },

    /** Lets running jobs finish (a job cut short is retried by another server or the next start). */
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
    },

    /**
     * Jobs waiting to run, and how long the oldest of them has waited: what an operator watches. A `stately` queue's
     * next sweep, always queued, is not a backlog, and neither are pg-boss's own jobs (`__pgboss__send-it` carries
     * each minute's schedule to its queue).
     */
    async backlog(): Promise<{ depth: number; oldestAgeSeconds: number }> {
      const sweeps = [...queues].flatMap(([name, { definition }]) =>
        definition.policy === 'stately' ? [name] : [],
      );
      const { rows } = await deps.pool.query<{ depth: number; oldest: number | null }>(
        `select count(*)::int as depth, extract(epoch from now() - min(created_on))::float8 as oldest
         from ${schema}.job
         where state in ('created', 'retry') and name <> all($1::text[]) and name not like '\\_\\_pgboss\\_\\_%'`,
        [sweeps],
      );
      return { depth: rows[0]!.depth, oldestAgeSeconds: rows[0]!.oldest ?? 0 };
    },
  };
}
