import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { claimRunDir, removeLeftoversOfKilledRuns, runDirPrefix } from './leftovers.ts';
import { measureSearch } from './search.ts';
import { stopAllServers } from './server-process.ts';

// The search figure set on its own (`npm run bench:search`), on a catalogue of its own.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const cars = setting('BENCH_SEARCH_CARS', 1_000_000);
const samples = setting('BENCH_SEARCH_SAMPLES', 300);
const resultsFile = fileURLToPath(new URL('../results/search.json', import.meta.url));
const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

await removeLeftoversOfKilledRuns(log);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), runDirPrefix));
await fs.chmod(dataDir, 0o755);
const secondDataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${runDirPrefix}b-`));
await claimRunDir(dataDir);
await claimRunDir(secondDataDir);
const cleanUp = async () => {
  await stopAllServers();
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(secondDataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(1)));
}

try {
  const results = await measureSearch({ dataDir, secondDataDir, port, cars, samples, log });
  await fs.writeFile(
    resultsFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2)}\n`,
  );
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
