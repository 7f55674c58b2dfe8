import { benchLog, startBenchRun, writeResults } from './bench-run.ts';
import { startServer } from './server-process.ts';
import { valuationError } from './valuation-error.ts';

// The valuation's error on its own (`npm run bench:valuation`): a fresh server's demo catalogue.
const port = Number(process.env.BENCH_PORT ?? 5200);
const log = benchLog;

const {
  dataDirs: [dataDir],
  cleanUp,
} = await startBenchRun(log);
try {
  log('valuation error on the demo catalogue’s sold cars, each valued as of its sale without itself');
  const server = await startServer({ dataDir, port });
  const figures = await valuationError(dataDir).finally(() => server.stop());
  await writeResults('valuation', figures);
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await cleanUp();
}
