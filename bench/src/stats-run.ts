import { benchLog, startBenchRun, writeResults } from './bench-run.ts';
import { countingCost } from './listing-counting.ts';
import { startServer } from './server-process.ts';

// What counting listings costs search and the car page, on its own (`npm run bench:stats`), on the demo catalogue.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const seconds = setting('BENCH_LOAD_SECONDS', 15);
const log = benchLog;

const {
  dataDirs: [dataDir, secondDataDir],
  cleanUp,
} = await startBenchRun(log, 2);

try {
  log('the demo catalogue, then search and a car page with counting on and off');
  const server = await startServer({ dataDir, port });
  const costs = await countingCost({
    dataDir,
    secondDataDir,
    port: port + 1,
    connections: 50,
    seconds,
    env: {},
  }).finally(() => server.stop());
  const results = {
    connections: 50,
    seconds,
    paths: Object.fromEntries(
      costs.map((cost) => [
        cost.path.replace(/[0-9a-f-]{36}/, ':id'),
        {
          onRequestsPerSecond: Math.round(cost.on.requestsPerSecond),
          offRequestsPerSecond: Math.round(cost.off.requestsPerSecond),
          onP99Ms: cost.on.p99Ms,
          offP99Ms: cost.off.p99Ms,
          errors: cost.on.errors + cost.off.errors,
          non2xx: cost.on.non2xx + cost.off.non2xx,
          ratio: Number(cost.ratio.toFixed(3)),
        },
      ]),
    ),
  };
  await writeResults('listing-counting', results);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await cleanUp();
}
