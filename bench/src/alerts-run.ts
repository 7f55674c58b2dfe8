import { measureDigestRun } from './alerts.ts';
import { benchLog, startBenchRun, writeResults } from './bench-run.ts';

// The daily digest run on its own (`npm run bench:alerts`), on a catalogue of its own.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const cars = setting('BENCH_SEARCH_CARS', 1_000_000);
const log = benchLog;

const {
  dataDirs: [dataDir],
  cleanUp,
} = await startBenchRun(log);

try {
  const results = await measureDigestRun({ dataDir, port, cars, log });
  await writeResults('alerts', results);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await cleanUp();
}
