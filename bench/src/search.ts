import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { connect, embeddedDatabaseUrl, seedCatalogue } from './database.ts';
import { bookAndPay, createClient, sandboxGateway, type Client } from './marketplace.ts';
import { residentMiB, startServer } from './server-process.ts';
import { accessTokenFor } from './sign-in.ts';

/** The six shapes, each answered with all nine facets. */
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

/** The search figures at `cars` cars: build at start, memory, six shapes, exactness after a sale on another instance. */
export async function measureSearch(options: {
  dataDir: string;
  secondDataDir: string;
  port: number;
  cars: number;
  samples: number;
  log: (message: string) => void;
}) {
  const { dataDir, port } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  let server = await startServer({ dataDir, port });
  const idleFewCarsMiB = residentMiB(server.child.pid!);
  options.log(`search: filling the catalogue to ${options.cars.toLocaleString('en-US')} cars`);
  const seeded = await seedCatalogue(dataDir, options.cars);
  await server.stop();

  options.log('search: start with the index to build');
  const spawned = performance.now();
  server = await startServer({ dataDir, port });
  const listeningMs = server.firstPageMs;
  const first = await fetch(`${baseUrl}/api/search?limit=1`);
  if (first.status !== 200) throw new Error(`the first search answered ${first.status}`);
  const firstSearchMs = performance.now() - spawned;
  const builtLine = (await fs.readFile(path.join(dataDir, 'server.log'), 'utf8'))
    .split('\n')
    .filter((line) => line.includes('search index built'))
    .at(-1);
  const buildMs = builtLine ? (JSON.parse(builtLine) as { ms: number }).ms : undefined;
  const withIndexMiB = residentMiB(server.child.pid!);

  options.log('search: six shapes, uncached and cached');
  const shapes = await searchLatency(baseUrl, options.samples);
  const afterShapesMiB = residentMiB(server.child.pid!);

  options.log('search: a sale on a second instance, searched on the first');
  const second = await startServer({
    dataDir: options.secondDataDir,
    port: port + 1,
    env: {
      DATABASE_URL: await embeddedDatabaseUrl(dataDir),
      AUTH_SECRET: (await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim(),
    },
  });
  const database = await connect(dataDir);
  const exactness = await exactAfterSale({
    reader: baseUrl,
    writer: createClient(`http://127.0.0.1:${port + 1}`),
    buyerToken: await accessTokenFor(`http://127.0.0.1:${port + 1}`, 'sam.lee@example.com'),
    database,
    sales: 10,
  }).finally(async () => {
    await database.end();
    await second.stop();
  });
  await server.stop();
  return {
    cars: seeded.cars,
    samples: options.samples,
    start: {
      listeningMs: Math.round(listeningMs),
      indexBuildMs: buildMs,
      firstSearchMs: Math.round(firstSearchMs),
    },
    memory: {
      idleFewCarsMiB: round(idleFewCarsMiB),
      withIndexMiB: round(withIndexMiB),
      afterShapesMiB: round(afterShapesMiB),
    },
    shapes,
    exactness,
  };
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
