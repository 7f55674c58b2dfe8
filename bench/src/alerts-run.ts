import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { measureDigestRun } from './alerts.ts';
import { startBenchRun } from './bench-run.ts';

// The daily digest run on its own (`npm run bench:alerts`), on a catalogue of its own.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const cars = setting('BENCH_SEARCH_CARS', 1_000_000);
const resultsFile = fileURLToPath(new URL('../results/alerts.json', import.meta.url));
const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const {
  dataDirs: [dataDir],
  cleanUp,
} = await startBenchRun(log);

try {
  const results = await measureDigestRun({ dataDir, port, cars, log });
  await fs.writeFile(
    resultsFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2)}\n`,
  );
  console.log(JSON.stringify(results, null, 2));
} finally {
  await cleanUp();
}
