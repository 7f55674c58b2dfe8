import { benchLog, startBenchRun, writeResults } from './bench-run.ts';
import { measureSearch, searchRows } from './search.ts';

// The search figure set on its own (`npm run bench:search`), on a catalogue of its own.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const cars = setting('BENCH_SEARCH_CARS', 1_000_000);
const samples = setting('BENCH_SEARCH_SAMPLES', 300);
const concurrentSeconds = setting('BENCH_SEARCH_CONCURRENT_SECONDS', 15);
const log = benchLog;

const {
  dataDirs: [dataDir, secondDataDir],
  cleanUp,
} = await startBenchRun(log, 2);

try {
  const results = await measureSearch({
    dataDir,
    secondDataDir,
    port,
    cars,
    samples,
    concurrentSeconds,
    log,
  });
  // Five million cars are held to the goals of a catalogue that size.
  await writeResults(cars >= 5_000_000 ? 'search-5m' : 'search', results);
  console.table(searchRows(results, cars >= 5_000_000 ? 'five million' : 'one million'));
} finally {
  await cleanUp();
}
