import fs from 'node:fs/promises';
import path from 'node:path';
import { maxPrice } from '@second-gear/contract';
import type pg from 'pg';
import { connect, embeddedDatabaseUrl, seedCatalogue } from './database.ts';
import { bookAndPay, createClient, sandboxGateway, type Client } from './marketplace.ts';
import { loadTest } from './api-throughput.ts';
import { residentMiB, startServer } from './server-process.ts';
import { accessTokenFor } from './sign-in.ts';

/** The issue's six shapes, each answered with all nine facets. */
export const searchShapes = [
  { name: 'no filter', query: '' },
  { name: 'one make', query: 'make=Toyota' },
  { name: 'make + model + price range', query: 'make=Toyota&modelName=Camry&priceMin=10000&priceMax=25000' },
  { name: 'keyword with a typo', query: 'q=toyta%20camry' },
  {
    name: 'five filters + ZIP within 100 miles, by distance',
    query:
      'bodyType=SUV&fuelType=gasoline&transmission=automatic&yearMin=2015&mileageMax=120000&zip=98101&radius=100&sort=distance',
  },
  { name: 'best_deal across all', query: 'sort=best_deal' },
] as const;

export interface ShapeFigures {
  name: string;
  query: string;
  total: number;
  uncached: { medianMs: number; p99Ms: number };
  cached: { medianMs: number; p99Ms: number };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
};

async function timedSearch(baseUrl: string, query: string): Promise<{ ms: number; body: SearchBody }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/search?${query}`, { headers: { 'accept-encoding': 'gzip' } });
  const body = (await response.json()) as SearchBody;
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`search ${query} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

interface SearchBody {
  total: number;
  cars: { _id: string }[];
}

/**
 * Median and p99 of each shape through HTTP, one request at a time. Uncached: every request is a query string the
 * server has not answered before (the page size and an always-true `yearMax` vary), so nothing is reused but the
 * index; cached: the same query again and again.
 */
export async function searchLatency(baseUrl: string, samples: number): Promise<ShapeFigures[]> {
  const figures: ShapeFigures[] = [];
  for (const shape of searchShapes) {
    const uncached: number[] = [];
    let total = 0;
    for (let sample = 0; sample < samples; sample++) {
      const variant = `limit=${20 + (sample % 10)}&yearMax=${2100 - Math.floor(sample / 10)}`;
      const { ms, body } = await timedSearch(baseUrl, shape.query ? `${shape.query}&${variant}` : variant);
      uncached.push(ms);
      total = body.total;
    }
    const cached: number[] = [];
    await timedSearch(baseUrl, shape.query);
    for (let sample = 0; sample < samples; sample++)
      cached.push((await timedSearch(baseUrl, shape.query)).ms);
    figures.push({
      name: shape.name,
      query: shape.query,
      total,
      uncached: summary(uncached),
      cached: summary(cached),
    });
  }
  return figures;
}

export interface ExactnessFigures {
  sales: number;
  /** Searches on the other instance, right after a sale, that still showed the sold car. */
  stale: number;
  /** The first search on the reading instance after each sale (it applies the change before answering). */
  firstSearchAfterSale: { medianMs: number; maxMs: number };
  /** The per-request check itself: the change-log read each search makes, timed from a client. */
  checkQuery: { medianMs: number; p99Ms: number };
}

/**
 * Sells cars through `writer` (booking and card payment, as a buyer does) and searches for each on `reader` right after
 * the sale is answered: the car must be gone from that very search. Also times the change-log read by itself.
 */
export async function exactAfterSale(options: {
  reader: string;
  writer: Client;
  buyerToken: string;
  database: pg.Client;
  sales: number;
}): Promise<ExactnessFigures> {
  const { database, writer } = options;
  const sandbox = await sandboxGateway(writer);
  let stale = 0;
  const firstSearch: number[] = [];
  const { rows } = await database.query<{
    id: string;
    make: string;
    model_name: string;
    resale_price: number;
  }>(
    `select id, make, model_name, resale_price from cars
      where sale_status = 'available' and seller_id in (select id from accounts where user_email like 'bench-seller-%')
      order by created_at desc limit $1`,
    [options.sales],
  );
  for (const car of rows) {
    const query = `make=${encodeURIComponent(car.make)}&modelName=${encodeURIComponent(car.model_name)}&priceMin=${car.resale_price}&priceMax=${car.resale_price}&limit=100`;
    const before = await timedSearch(options.reader, query);
    if (!before.body.cars.some((shown) => shown._id === car.id))
      throw new Error(`car ${car.id} not found before its sale`);
    const outcome = await bookAndPay(writer, options.buyerToken, car.id, sandbox);
    if (outcome !== 'paid') throw new Error(`the sale of ${car.id} was ${outcome}`);
    const after = await timedSearch(options.reader, `${query}&yearMin=1901`);
    firstSearch.push(after.ms);
    if (after.body.cars.some((shown) => shown._id === car.id)) stale++;
  }
  const checks: number[] = [];
  const { rows: version } = await database.query<{ version: string }>('select version from search_version');
  for (let sample = 0; sample < 500; sample++) {
    const started = performance.now();
    await database.query(
      `select (select version from search_version) as version,
              coalesce((select array_agg(car_id) from search_changes where version > $1), '{}') as ids`,
      [version[0]!.version],
    );
    checks.push(performance.now() - started);
  }
  const sorted = [...firstSearch].sort((a, b) => a - b);
  return {
    sales: rows.length,
    stale,
    firstSearchAfterSale: { medianMs: percentile(sorted, 0.5), maxMs: sorted.at(-1)! },
    checkQuery: summary(checks),
  };
}

/** The figures the search is held to (the issue's goals). */
export const searchGoals = {
  uncachedP99Ms: 30,
  cachedP99Ms: 5,
  firstSearchAfterListeningMs: 3_000,
  /** At five million cars. */
  largeRssMiB: 2.5 * 1024,
  largeP99Ms: 120,
} as const;

const concurrentSearchers = 20;

/**
 * `searchers` clients searching at once for `seconds`, each request a query string not answered before (the six
 * shapes in turn, with a page size and an always-true bound that vary), through autocannon: requests per second and
 * latency percentiles.
 */
export async function concurrentSearches(baseUrl: string, searchers: number, seconds: number) {
  let sent = 0;
  const figures = await loadTest(`${baseUrl}/api/search`, {
    connections: searchers,
    seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      {
        setupRequest: (request) => {
          const shape = searchShapes[sent % searchShapes.length]!;
          const variant = Math.floor(sent / searchShapes.length);
          sent++;
          // An always-true bound that differs on every request, so no answer is reused: the highest price, or for
          // the shape that bounds the price already, the model years.
          const bound = shape.query.includes('priceMax')
            ? `yearMin=${1900 + (variant % 80)}&yearMax=${2100 - (Math.floor(variant / 80) % 70)}`
            : `priceMax=${maxPrice - variant}`;
          const vary = `limit=${20 + (variant % 10)}&${bound}`;
          return { ...request, path: `/api/search?${shape.query ? `${shape.query}&` : ''}${vary}` };
        },
      },
    ],
  });
  return { searchers, seconds, ...figures };
}

/** The last line of a server's log with this message, parsed, or undefined. */
async function logLine(dataDir: string, message: string): Promise<Record<string, number> | undefined> {
  const text = await fs.readFile(path.join(dataDir, 'server.log'), 'utf8').catch(() => '');
  const line = text
    .split('\n')
    .filter((entry) => entry.includes(`"msg":"${message}"`))
    .at(-1);
  return line ? (JSON.parse(line) as Record<string, number>) : undefined;
}

const loggedCount = async (dataDir: string, message: string) =>
  (await fs.readFile(path.join(dataDir, 'server.log'), 'utf8').catch(() => ''))
    .split('\n')
    .filter((entry) => entry.includes(`"msg":"${message}"`)).length;

/** Waits for a server to log `message` more than `before` times (given up after ten minutes). */
async function untilLogged(dataDir: string, message: string, before: number) {
  const giveUp = performance.now() + 10 * 60_000;
  while ((await loggedCount(dataDir, message)) <= before) {
    if (performance.now() > giveUp) throw new Error(`the server in ${dataDir} never logged "${message}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a server and times its first search from the moment it answers its first page (it is listening). */
async function startAndSearch(options: Parameters<typeof startServer>[0]) {
  const server = await startServer(options);
  const listening = performance.now();
  const first = await fetch(`http://127.0.0.1:${options.port}/api/search?limit=1`);
  if (first.status !== 200) throw new Error(`the first search answered ${first.status}`);
  await first.arrayBuffer();
  return {
    server,
    listeningMs: Math.round(server.firstPageMs),
    firstSearchAfterListeningMs: Math.round(performance.now() - listening),
  };
}

/**
 * The search figures at `cars` cars, beside the previous design (one thread, the index read from every car at each
 * start): start-up to the first search, the six shapes uncached and cached, 20 concurrent searchers, memory, exactness
 * after a sale on another instance, and a restart from the snapshot with changes made while the server was down.
 */
export async function measureSearch(options: {
  dataDir: string;
  secondDataDir: string;
  port: number;
  cars: number;
  samples: number;
  /** How long the concurrent searchers search, per design. */
  concurrentSeconds?: number;
  log: (message: string) => void;
}) {
  const { dataDir, port, log } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  const concurrentSeconds = options.concurrentSeconds ?? 15;
  let server = await startServer({ dataDir, port });
  const idleFewCarsMiB = residentMiB(server.child.pid!);
  log(`search: filling the catalogue to ${options.cars.toLocaleString('en-US')} cars`);
  const seeded = await seedCatalogue(dataDir, options.cars);
  await server.stop();

  log('search: the previous design (one thread, the index read from every car at start)');
  // A server's log reaches its file in batches: each line is waited for, not read at once.
  const builtBefore = await loggedCount(dataDir, 'search index built');
  const previousStart = await startAndSearch({
    dataDir,
    port,
    env: { SEARCH_THREADS: '1', SEARCH_SNAPSHOT: 'off' },
  });
  server = previousStart.server;
  await untilLogged(dataDir, 'search index built', builtBefore);
  const previousBuild = await logLine(dataDir, 'search index built');
  const previousShapes = await searchLatency(baseUrl, options.samples);
  const previousConcurrent = await concurrentSearches(baseUrl, concurrentSearchers, concurrentSeconds);
  await server.stop();

  log(
    'search: this design (a scan thread per core, the index kept in a snapshot), first start: no snapshot yet',
  );
  // The log holds the lines of the earlier starts (the first, on a few cars, wrote a snapshot already).
  const writtenBefore = await loggedCount(dataDir, 'search index snapshot written');
  const builtEarlier = await loggedCount(dataDir, 'search index built');
  const firstStart = await startAndSearch({ dataDir, port });
  server = firstStart.server;
  await untilLogged(dataDir, 'search index built', builtEarlier);
  const built = await logLine(dataDir, 'search index built');
  await untilLogged(dataDir, 'search index snapshot written', writtenBefore);
  const written = await logLine(dataDir, 'search index snapshot written');
  const withIndexMiB = residentMiB(server.child.pid!);
  log('search: six shapes, uncached and cached');
  const shapes = await searchLatency(baseUrl, options.samples);
  log(`search: ${concurrentSearchers} concurrent searchers, ${concurrentSeconds} s`);
  const concurrent = await concurrentSearches(baseUrl, concurrentSearchers, concurrentSeconds);
  const afterShapesMiB = residentMiB(server.child.pid!);

  log('search: a second instance on the same database; a sale on it, searched on the first');
  const secondEnv = {
    DATABASE_URL: await embeddedDatabaseUrl(dataDir),
    AUTH_SECRET: (await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim(),
  };
  const secondPort = port + 1;
  const secondDataDir = options.secondDataDir;
  let second = (await startAndSearch({ dataDir: secondDataDir, port: secondPort, env: secondEnv })).server;
  await untilLogged(secondDataDir, 'search index snapshot written', 0);
  const database = await connect(dataDir);
  try {
    const exactness = await exactAfterSale({
      reader: baseUrl,
      writer: createClient(`http://127.0.0.1:${secondPort}`),
      buyerToken: await accessTokenFor(`http://127.0.0.1:${secondPort}`, 'sam.lee@example.com'),
      database,
      sales: 10,
    });

    log('search: the second instance stopped, cars changed meanwhile, then started again from its snapshot');
    await second.stop();
    const changed = await changeWhileDown(database, 1_000, 100);
    const restart = await startAndSearch({ dataDir: secondDataDir, port: secondPort, env: secondEnv });
    second = restart.server;
    await untilLogged(secondDataDir, 'search index loaded from its snapshot', 0);
    const loaded = await logLine(secondDataDir, 'search index loaded from its snapshot');
    if (!loaded) throw new Error('the restarted server did not load its snapshot');
    const wrong = await foundAsTheyAre(`http://127.0.0.1:${secondPort}`, changed);
    await second.stop();
    await server.stop();
    return {
      cars: seeded.cars,
      samples: options.samples,
      previous: {
        start: {
          listeningMs: previousStart.listeningMs,
          indexBuildMs: previousBuild?.ms,
          firstSearchAfterListeningMs: previousStart.firstSearchAfterListeningMs,
        },
        shapes: previousShapes,
        concurrent: previousConcurrent,
      },
      start: {
        listeningMs: firstStart.listeningMs,
        indexBuildMs: built?.ms,
        firstSearchAfterListeningMs: firstStart.firstSearchAfterListeningMs,
        snapshotWriteMs: written?.ms,
        snapshotBytes: written?.bytes,
      },
      restart: {
        listeningMs: restart.listeningMs,
        snapshotLoadMs: loaded.ms,
        commitsApplied: loaded.versionsBehind,
        firstSearchAfterListeningMs: restart.firstSearchAfterListeningMs,
        carsChangedWhileDown: changed.repriced.length + changed.sold.length,
        foundOtherwiseThanTheyAre: wrong,
      },
      memory: {
        idleFewCarsMiB: round(idleFewCarsMiB),
        withIndexMiB: round(withIndexMiB),
        afterShapesMiB: round(afterShapesMiB),
        indexHeapUsedMiB: built?.heapUsedMiB,
        indexArrayBuffersMiB: built?.arrayBuffersMiB,
      },
      shapes,
      concurrent,
      exactness,
    };
  } finally {
    await database.end();
  }
}

/** Cars for sale repriced (a dollar less) and sold straight in the database, as another server would. */
async function changeWhileDown(database: pg.Client, repriceCount: number, sellCount: number) {
  const { rows: repriced } = await database.query<{ id: string; resale_price: number; make: string }>(
    `update cars set resale_price = resale_price - 1
      where id in (select id from cars where sale_status = 'available' and resale_price > 1
                    order by id limit $1)
      returning id, resale_price, make`,
    [repriceCount],
  );
  const { rows: sold } = await database.query<{ id: string; resale_price: number; make: string }>(
    `update cars set sale_status = 'sold'
      where id in (select id from cars where sale_status = 'available' order by id desc limit $1)
      returning id, resale_price, make`,
    [sellCount],
  );
  return { repriced, sold };
}

/** How many changed cars a search shows otherwise than they are: a repriced car at its old price, a sold one at all. */
async function foundAsTheyAre(
  baseUrl: string,
  changed: Awaited<ReturnType<typeof changeWhileDown>>,
): Promise<number> {
  let wrong = 0;
  const check = async (car: { id: string; resale_price: number; make: string }, shown: boolean) => {
    const query = `make=${encodeURIComponent(car.make)}&priceMin=${car.resale_price}&priceMax=${car.resale_price}&limit=100`;
    const { body } = await timedSearch(baseUrl, query);
    if (body.cars.some((found) => found._id === car.id) !== shown) wrong++;
  };
  for (const car of changed.repriced.slice(0, 100)) await check(car, true);
  for (const car of changed.sold) await check(car, false);
  return wrong;
}

type SearchFigures = Awaited<ReturnType<typeof measureSearch>>;

/** The search's rows of a results table: each figure with its goal, met or not, beside the previous design's. */
export function searchRows(search: SearchFigures, goalsAt: 'one million' | 'five million') {
  const goal = (met: boolean) => (met ? 'met' : 'NOT MET');
  const uncachedGoal = goalsAt === 'five million' ? searchGoals.largeP99Ms : searchGoals.uncachedP99Ms;
  const rows: Record<string, { value: string; goal: string; result: string }> = {};
  for (const [index, shape] of search.shapes.entries()) {
    const previous = search.previous.shapes[index]!;
    rows[`search, ${search.cars} cars, ${shape.name} (${shape.total} found): uncached p50 / p99 (ms)`] = {
      value: `${round(shape.uncached.medianMs)} / ${round(shape.uncached.p99Ms)} (one thread: ${round(previous.uncached.medianMs)} / ${round(previous.uncached.p99Ms)}, ${round(previous.uncached.p99Ms / shape.uncached.p99Ms, 2)}×)`,
      goal: `p99 < ${uncachedGoal}`,
      result: goal(shape.uncached.p99Ms < uncachedGoal),
    };
    rows[`  ${shape.name}: cached p50 / p99 (ms)`] = {
      value: `${round(shape.cached.medianMs)} / ${round(shape.cached.p99Ms)} (before: ${round(previous.cached.medianMs)} / ${round(previous.cached.p99Ms)})`,
      goal: `p99 < ${searchGoals.cachedP99Ms}`,
      result: goal(shape.cached.p99Ms < searchGoals.cachedP99Ms),
    };
  }
  rows[`search: ${search.concurrent.searchers} concurrent searchers, requests/s, p50 / p99 (ms)`] = {
    value: `${Math.round(search.concurrent.requestsPerSecond)}, ${search.concurrent.p50Ms} / ${search.concurrent.p99Ms} (one thread: ${Math.round(search.previous.concurrent.requestsPerSecond)}, ${search.previous.concurrent.p50Ms} / ${search.previous.concurrent.p99Ms})`,
    goal: 'reported',
    result: `${search.concurrent.errors + search.concurrent.non2xx} errors`,
  };
  rows['search: first search after listening, index read from every car (ms)'] = {
    value: `${search.start.firstSearchAfterListeningMs} (build ${search.start.indexBuildMs}; one thread: ${search.previous.start.firstSearchAfterListeningMs})`,
    goal: '',
    result: '',
  };
  rows['search: restart from the snapshot, first search after listening (ms)'] = {
    value: `${search.restart.firstSearchAfterListeningMs} (load ${search.restart.snapshotLoadMs}, ${search.restart.commitsApplied} commits of changes applied)`,
    goal: `< ${searchGoals.firstSearchAfterListeningMs}`,
    result: goal(search.restart.firstSearchAfterListeningMs < searchGoals.firstSearchAfterListeningMs),
  };
  rows['search: cars changed while down, found otherwise than they are'] = {
    value: `${search.restart.foundOtherwiseThanTheyAre} of ${search.restart.carsChangedWhileDown}`,
    goal: '0',
    result: goal(search.restart.foundOtherwiseThanTheyAre === 0),
  };
  rows['search: server RSS, few cars → index built → after the searches (MiB)'] = {
    value: `${search.memory.idleFewCarsMiB} → ${search.memory.withIndexMiB} → ${search.memory.afterShapesMiB} (heap ${search.memory.indexHeapUsedMiB}, arrays ${search.memory.indexArrayBuffersMiB})`,
    goal: goalsAt === 'five million' ? `< ${searchGoals.largeRssMiB}` : '',
    result:
      goalsAt === 'five million'
        ? goal(Math.max(search.memory.withIndexMiB, search.memory.afterShapesMiB) < searchGoals.largeRssMiB)
        : '',
  };
  rows['search: sales on B still shown by the next search on A'] = {
    value: `${search.exactness.stale} / ${search.exactness.sales}`,
    goal: '0 stale',
    result: goal(search.exactness.stale === 0),
  };
  return rows;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
