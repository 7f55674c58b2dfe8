import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compareWithBareServer } from './api-throughput.ts';
import { benchLog, startBenchRun, writeResults } from './bench-run.ts';
import { embeddedDatabaseUrl, seedCatalogue } from './database.ts';
import { startServer } from './server-process.ts';

// The catalogue calls beside a bare node:http server, as `npm run bench` measures them, alone (`npm run bench:api`):
// the server in its default configuration (request logs on, to its DATA_DIR's server.log) with the catalogue filled to
// BENCH_CARS cars, and a second instance on the same database with LOG_LEVEL=warn measured between the same bare runs.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const loadSeconds = setting('BENCH_LOAD_SECONDS', 15);
const cars = setting('BENCH_CARS', 100_000);
const goal = 0.5;
const log = benchLog;

const {
  dataDirs: [dataDir, secondDataDir],
  cleanUp,
} = await startBenchRun(log, 2);
try {
  const loadAverage = os.loadavg()[0]!;
  log(`load average at the start: ${loadAverage.toFixed(2)}`);
  log(`starting the server and filling the catalogue to ${cars.toLocaleString('en-US')} cars`);
  await startServer({ dataDir, port });
  await seedCatalogue(dataDir, cars);
  const logsOffInstance = await startServer({
    dataDir: secondDataDir,
    port: port + 3,
    env: {
      LOG_LEVEL: 'warn',
      DATABASE_URL: await embeddedDatabaseUrl(dataDir),
      AUTH_SECRET: (await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim(),
    },
  });
  log(`API throughput against a bare node:http server, ${loadSeconds} s each, request logs on and off`);
  const figures = await compareWithBareServer(
    port,
    [
      { name: 'carModels', path: '/api/carModels' },
      { name: 'products/advertise', path: '/api/products/advertise' },
    ],
    { barePort: port + 2, logsOffPort: port + 3, connections: 50, seconds: loadSeconds, warmUpSeconds: 3 },
  ).finally(() => logsOffInstance.stop());
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  const results = {
    loadAverage: round(loadAverage),
    cars,
    loadSeconds,
    endpoints: figures.map((endpoint) => ({
      path: endpoint.path,
      requestsPerSecond: Math.round(endpoint.app.requestsPerSecond),
      bareRequestsPerSecond: Math.round(endpoint.bare.requestsPerSecond),
      p50Ms: endpoint.app.p50Ms,
      p99Ms: endpoint.app.p99Ms,
      errors: endpoint.app.errors + endpoint.app.non2xx,
      ratio: round(endpoint.ratio),
      logsOffRatio: endpoint.logsOff && round(endpoint.logsOff.ratio),
    })),
  };
  await writeResults('api', results);
  console.log(JSON.stringify(results, null, 2));
  for (const endpoint of results.endpoints) {
    const verdict = endpoint.ratio >= goal ? 'met' : 'not met';
    console.log(
      `GET ${endpoint.path}: ${endpoint.ratio} of the bare server with request logs on (goal ≥ ${goal}): ${verdict}` +
        ` (logs off ${endpoint.logsOffRatio})`,
    );
  }
} finally {
  await cleanUp();
}
