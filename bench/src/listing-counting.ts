import fs from 'node:fs/promises';
import path from 'node:path';
import { loadTest, meanOf, type LoadFigures } from './api-throughput.ts';
import { embeddedDatabaseUrl } from './database.ts';
import { startServer } from './server-process.ts';

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** One path under load, each request from a browser of its own: every car page read is a new visitor. */
function load(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  let visitor = 0;
  return loadTest(url, {
    connections,
    seconds,
    headers: { 'user-agent': browser },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'user-agent': `${browser} visitor/${(visitor += 1)}` },
        }),
      },
    ],
  });
}

export interface CountingCost {
  path: string;
  on: LoadFigures & { runs: LoadFigures[] };
  off: LoadFigures & { runs: LoadFigures[] };
  /** Requests per second with counting over without (1: no cost). */
  ratio: number;
}

/**
 * What counting listings' impressions and visitors costs the hot paths: search and the car page, on two instances on
 * the running server's database, one counting and one not (`LISTING_STATS=off`), measured in turn (on, off, on,
 * off) so that a drift of the machine touches both alike.
 */
export async function countingCost(options: {
  dataDir: string;
  secondDataDir: string;
  port: number;
  connections: number;
  seconds: number;
  env: Record<string, string>;
}): Promise<CountingCost[]> {
  const { dataDir, secondDataDir, port, connections, seconds } = options;
  const shared = {
    ...options.env,
    LOG_LEVEL: 'warn',
    DATABASE_URL: await embeddedDatabaseUrl(dataDir),
    AUTH_SECRET: (await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim(),
  };
  const onDir = path.join(secondDataDir, 'counting-on');
  const offDir = path.join(secondDataDir, 'counting-off');
  await fs.mkdir(onDir, { recursive: true });
  await fs.mkdir(offDir, { recursive: true });
  const on = await startServer({ dataDir: onDir, port, env: { ...shared, LISTING_STATS: 'on' } });
  const off = await startServer({
    dataDir: offDir,
    port: port + 1,
    env: { ...shared, LISTING_STATS: 'off' },
  });
  try {
    const [car] = (await (await fetch(`http://127.0.0.1:${port}/api/products/advertise`)).json()) as {
      _id: string;
    }[];
    const paths = ['/api/search?sort=newest', `/api/cars/${car!._id}`];
    const costs: CountingCost[] = [];
    for (const route of paths) {
      const run = (at: number) => load(`http://127.0.0.1:${at}${route}`, connections, seconds);
      await run(port);
      await run(port + 1);
      const [onFirst, offFirst, onSecond, offSecond] = [
        await run(port),
        await run(port + 1),
        await run(port),
        await run(port + 1),
      ];
      const counted = meanOf(onFirst!, onSecond!);
      const uncounted = meanOf(offFirst!, offSecond!);
      costs.push({
        path: route,
        on: counted,
        off: uncounted,
        ratio: counted.requestsPerSecond / uncounted.requestsPerSecond,
      });
    }
    return costs;
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}
