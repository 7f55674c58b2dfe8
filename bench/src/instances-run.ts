import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { loadTest } from './api-throughput.ts';
import { benchLog, startBenchRun, writeResults } from './bench-run.ts';
import { connect, embeddedDatabaseUrl, seedCatalogue } from './database.ts';
import { residentMiB, startServer } from './server-process.ts';

// What one more app instance costs the database (`npm run bench:instances`), for docs/decisions/0081: two instances
// on one embedded PostgreSQL, as `npm run bench` runs its second instance, each naming its connections (PGAPPNAME);
// the job queue names its own (`pgboss:<id>`), told apart by which appeared before the second instance started.
// Counted from pg_stat_activity: each instance's connections idle and, sampled every 100 ms, under load on a few public
// calls on both at once; and from pg_stat_database, the transactions a second each makes while idle (the job queue's
// polls, the sweeps and schedules), the first alone and then both.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const cars = setting('BENCH_CARS', 10_000);
const loadSeconds = setting('BENCH_LOAD_SECONDS', 15);
const idleSeconds = setting('BENCH_IDLE_SECONDS', 30);
const connections = 20;
const instances = ['instance-a', 'instance-b'] as const;
type Instance = (typeof instances)[number];
const log = benchLog;

interface Sample {
  instance: Instance;
  /** The job queue's connections, apart from the app's own. */
  queue: boolean;
  state: string;
  listening: boolean;
  count: number;
}

/** The name the first instance's job queue gives its connections, once the second has started. */
let firstQueueName: string | undefined;

async function queueNames(database: pg.Client): Promise<string[]> {
  const { rows } = await database.query<{ name: string }>(
    "select distinct application_name as name from pg_stat_activity where application_name like 'pgboss:%'",
  );
  return rows.map((row) => row.name);
}

async function connectionsNow(database: pg.Client): Promise<Sample[]> {
  // A connection's `query` is the last statement it ran: LISTEN, or pg-boss's check that its channel still listens.
  const { rows } = await database.query<Omit<Sample, 'instance'> & { name: string }>(
    `select application_name as name, application_name like 'pgboss:%' as queue, coalesce(state, '') as state,
            (query ilike 'listen %' or query ilike '%pg_listening_channels%') as listening, count(*)::int as count
       from pg_stat_activity
      where backend_type = 'client backend' and (application_name = any($1::text[]) or application_name like 'pgboss:%')
      group by 1, 2, 3, 4`,
    [instances],
  );
  return rows.map(({ name, ...row }) => ({
    ...row,
    instance: row.queue ? (name === firstQueueName ? instances[0] : instances[1]) : (name as Instance),
  }));
}

const total = (samples: Sample[], instance: Instance, keep: (sample: Sample) => boolean = () => true) =>
  samples
    .filter((sample) => sample.instance === instance && keep(sample))
    .reduce((sum, s) => sum + s.count, 0);

/** Committed transactions of the whole database so far (each statement outside a transaction is one). */
async function commits(database: pg.Client): Promise<number> {
  const { rows } = await database.query<{ commits: string }>(
    'select xact_commit as commits from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]!.commits);
}

/** Committed transactions per second over `seconds` of idling (less the reading's own). */
async function idleTransactionsPerSecond(database: pg.Client, seconds: number): Promise<number> {
  const before = await commits(database);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return ((await commits(database)) - before - 1) / seconds;
}

const {
  dataDirs: [dataDir, secondDataDir],
  cleanUp,
} = await startBenchRun(log, 2);
try {
  const loadAverage = os.loadavg()[0]!;
  log(`load average at the start: ${loadAverage.toFixed(2)}`);
  const first = await startServer({ dataDir, port, env: { PGAPPNAME: instances[0] } });
  await seedCatalogue(dataDir, cars);
  const database = await connect(dataDir);
  log(`the first instance alone, idle for ${idleSeconds} s`);
  const aloneIdle = await idleTransactionsPerSecond(database, idleSeconds);
  [firstQueueName] = await queueNames(database);
  if (!firstQueueName) throw new Error('the first instance’s job queue holds no connection');
  const second = await startServer({
    dataDir: secondDataDir,
    port: port + 1,
    env: {
      PGAPPNAME: instances[1],
      DATABASE_URL: await embeddedDatabaseUrl(dataDir),
      AUTH_SECRET: (await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim(),
    },
  });
  log(`both instances, idle for ${idleSeconds} s`);
  const bothIdle = await idleTransactionsPerSecond(database, idleSeconds);
  const idle = await connectionsNow(database);
  const memoryMiB = [residentMiB(first.child.pid!), residentMiB(second.child.pid!)];

  const [advertised] = (await (await fetch(`http://127.0.0.1:${port}/api/products/advertise`)).json()) as {
    _id: string;
  }[];
  const calls = [
    '/api/carModels',
    '/api/products/advertise',
    '/api/search?make=Toyota',
    '/api/search?sort=best_deal',
    `/api/cars/${advertised!._id}`,
  ];
  log(
    `${calls.length} public calls under load on both instances, ${connections} connections each, ${loadSeconds} s`,
  );
  const peaks = new Map<Instance, { connections: number; queue: number; active: number }>(
    instances.map((instance) => [instance, { connections: 0, queue: 0, active: 0 }]),
  );
  let loading = true;
  const commitsBefore = await commits(database);
  const loadStarted = performance.now();
  const sampling = (async () => {
    while (loading) {
      const samples = await connectionsNow(database);
      for (const instance of instances) {
        const peak = peaks.get(instance)!;
        peak.connections = Math.max(peak.connections, total(samples, instance));
        peak.queue = Math.max(
          peak.queue,
          total(samples, instance, (sample) => sample.queue),
        );
        peak.active = Math.max(
          peak.active,
          total(samples, instance, (sample) => sample.state === 'active'),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const load = await Promise.all(
    [port, port + 1].map((instancePort) =>
      loadTest(`http://127.0.0.1:${instancePort}`, {
        connections,
        seconds: loadSeconds,
        requests: calls.map((call) => ({ method: 'GET', path: call })),
      }),
    ),
  ).finally(() => (loading = false));
  const loadedSeconds = (performance.now() - loadStarted) / 1000;
  const commitsUnderLoad = (await commits(database)) - commitsBefore;
  await sampling;
  await database.end();
  await second.stop();
  await first.stop();

  const results = {
    loadAverage: Number(loadAverage.toFixed(2)),
    cars,
    calls,
    instances: instances.map((instance, index) => ({
      instance,
      idleConnections: total(idle, instance),
      idleConnectionsOfTheQueue: total(idle, instance, (sample) => sample.queue),
      listeningConnections: total(idle, instance, (sample) => sample.listening),
      peakConnectionsUnderLoad: peaks.get(instance)!.connections,
      peakConnectionsOfTheQueueUnderLoad: peaks.get(instance)!.queue,
      peakActiveUnderLoad: peaks.get(instance)!.active,
      requestsPerSecond: Math.round(load[index]!.requestsPerSecond),
      errors: load[index]!.errors + load[index]!.non2xx,
      residentMiB: Math.round(memoryMiB[index]!),
    })),
    idleTransactionsPerSecond: {
      firstAlone: Number(aloneIdle.toFixed(1)),
      both: Number(bothIdle.toFixed(1)),
    },
    // The sampling's own statements (ten a second) are among them.
    underLoad: {
      transactionsPerSecond: Math.round(commitsUnderLoad / loadedSeconds),
      transactionsPerRequest: Number(
        (
          commitsUnderLoad / load.reduce((sum, figures) => sum + figures.requestsPerSecond * loadedSeconds, 0)
        ).toFixed(3),
      ),
    },
  };
  await writeResults('instances', results);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await cleanUp();
}
