import { benchLog, startBenchRun, writeResults } from './bench-run.ts';
import { measureSearch } from './search.ts';

// The search figure set on its own (`npm run bench:search`), on a catalogue of its own.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const cars = setting('BENCH_SEARCH_CARS', 1_000_000);
const samples = setting('BENCH_SEARCH_SAMPLES', 300);
const log = benchLog;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

const {
  dataDirs: [dataDir, secondDataDir],
  cleanUp,
} = await startBenchRun(log, 2);

try {
  const results = await measureSearch({ dataDir, secondDataDir, port, cars, samples, log });
  await writeResults('search', results);
  console.table(
    Object.fromEntries(
      results.shapes.map((shape) => [
        shape.name,
        {
          total: shape.total,
          'uncached p50 / p99 ms': `${round(shape.uncached.medianMs)} / ${round(shape.uncached.p99Ms)}`,
          'cached p50 / p99 ms': `${round(shape.cached.medianMs)} / ${round(shape.cached.p99Ms)}`,
        },
      ]),
    ),
  );
  console.log(JSON.stringify({ ...results, shapes: undefined }, null, 2));
} finally {
  await cleanUp();
}
