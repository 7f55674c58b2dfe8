import os from 'node:os';
import { startBenchRun } from './bench-run.ts';
import { pageSpeed } from './page-speed.ts';
import { startServer } from './server-process.ts';

// Lighthouse on the four storefront pages alone (the full `npm run bench` measures them after its load runs), for
// trying a change to a page quickly. Run after `npm run build` (the root `npm run bench:pages` does both).
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const runs = setting('BENCH_LIGHTHOUSE_RUNS', 3);
const baseUrl = `http://127.0.0.1:${port}`;
const log = (message: string) => console.log(`[pages ${new Date().toISOString().slice(11, 19)}] ${message}`);

const {
  dataDirs: [dataDir],
  cleanUp,
} = await startBenchRun(log);
try {
  log('starting the server with the demo catalogue');
  // The first start seeds the demo catalogue; pages are measured on a second start, as the full bench does.
  await (await startServer({ dataDir, port })).stop();
  await startServer({ dataDir, port });
  const [advertisedCar] = (await (await fetch(`${baseUrl}/api/products/advertise`)).json()) as {
    _id: string;
  }[];
  const pages = (process.env.BENCH_PAGES?.split(',') ?? ['/', '/blog', '/cars', '/cars/:advertised']).map(
    (page) => page.replace(':advertised', advertisedCar!._id),
  );
  for (const page of pages) {
    log(`Lighthouse on ${page}, ${runs} runs (load average ${os.loadavg()[0]!.toFixed(1)})`);
    const figures = await pageSpeed(`${baseUrl}${page}`, runs);
    console.log(
      `${page}: ${figures.performance} (FCP ${figures.firstContentfulPaintMs} ms, LCP ${figures.largestContentfulPaintMs} ms, ` +
        `TBT ${figures.totalBlockingTimeMs} ms, CLS ${figures.cumulativeLayoutShift}; all runs ${figures.scores.join(', ')})` +
        (figures.failedAudits.length ? `\n  below 1: ${figures.failedAudits.join(', ')}` : ''),
    );
  }
} finally {
  await cleanUp();
}
