import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureDigestRun } from './alerts.ts';
import { claimRunDir, removeLeftoversOfKilledRuns, runDirPrefix } from './leftovers.ts';
import { stopAllServers } from './server-process.ts';

// The daily digest run on its own (`npm run bench:alerts`), on a catalogue of its own.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const cars = setting('BENCH_SEARCH_CARS', 1_000_000);
const resultsFile = fileURLToPath(new URL('../results/alerts.json', import.meta.url));
const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

await removeLeftoversOfKilledRuns(log);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), runDirPrefix));
await fs.chmod(dataDir, 0o755);
await claimRunDir(dataDir);
const cleanUp = async () => {
  await stopAllServers();
  await fs.rm(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(1)));
}

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
