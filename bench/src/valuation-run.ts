import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startBenchRun } from './bench-run.ts';
import { startServer } from './server-process.ts';
import { valuationError } from './valuation-error.ts';

// The valuation's error on its own (`npm run bench:valuation`): a fresh server's demo catalogue.
const port = Number(process.env.BENCH_PORT ?? 5200);
const resultsFile = fileURLToPath(new URL('../results/valuation.json', import.meta.url));
const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

const {
  dataDirs: [dataDir],
  cleanUp,
} = await startBenchRun(log);
try {
  log('valuation error on the demo catalogue’s sold cars, each valued as of its sale without itself');
  const server = await startServer({ dataDir, port });
  const figures = await valuationError(dataDir).finally(() => server.stop());
  await fs.writeFile(
    resultsFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await cleanUp();
}
