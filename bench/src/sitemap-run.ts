import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchLog, writeResults } from './bench-run.ts';
import { seedCatalogue } from './database.ts';
import { claimRunDir, runDirPrefix } from './leftovers.ts';
import { residentMiB, startServer, stopAllServers } from './server-process.ts';

// The sitemap at a million cars (`npm run bench:sitemap -w bench`, after `npm run build`): how long the index and
// each part of it take, and what the server holds while writing them (docs/decisions/0079).
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const cars = setting('BENCH_SITEMAP_CARS', 1_000_000);
const log = benchLog;
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${runDirPrefix}sitemap-`));
await claimRunDir(dataDir);
try {
  log('starting the server with the demo catalogue');
  let server = await startServer({ dataDir, port });
  log(`filling the catalogue to ${cars.toLocaleString('en-US')} cars`);
  const seeded = await seedCatalogue(dataDir, cars);
  await server.stop();
  server = await startServer({ dataDir, port });
  const baseUrl = `http://127.0.0.1:${port}`;
  const pid = server.child.pid!;
  // The start's own work (the search index) settles before the baseline is read.
  await fetch(`${baseUrl}/api/search?limit=1`);
  const idleMiB = residentMiB(pid);
  let peakMiB = idleMiB;
  const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, residentMiB(pid))), 20);

  log('the index');
  const indexTimes: number[] = [];
  let index = '';
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    indexTimes.push(performance.now() - started);
  }
  const parts = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  log(`${parts.length} parts`);

  const partTimes: number[] = [];
  const kindTimes: Record<string, number[]> = {};
  let addresses = 0;
  let bytes = 0;
  let largest = 0;
  const allStarted = performance.now();
  for (const part of parts) {
    const started = performance.now();
    const body = await (
      await fetch(`${baseUrl}${part}`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const ms = performance.now() - started;
    partTimes.push(ms);
    (kindTimes[/\/sitemaps\/([a-z]+)/.exec(part)![1]!] ??= []).push(ms);
    const count = body.split('<url>').length - 1;
    addresses += count;
    largest = Math.max(largest, count);
    bytes += Buffer.byteLength(body);
  }
  const allMs = performance.now() - allStarted;
  clearInterval(sampler);
  const results = {
    cars: seeded.cars,
    addresses,
    parts: parts.length,
    largestPart: largest,
    indexMs: { median: round(median(indexTimes)), runs: indexTimes.map((ms) => round(ms)) },
    partMs: { median: round(median(partTimes)), max: round(Math.max(...partTimes)) },
    /** Each kind's parts: cars' many, the sellers' and the dealerships' one each here. */
    partMsByKind: Object.fromEntries(
      Object.entries(kindTimes).map(([kind, times]) => [
        kind,
        { parts: times.length, median: round(median(times)), max: round(Math.max(...times)) },
      ]),
    ),
    loadAverage: round(os.loadavg()[0]!),
    everyPartMs: Math.round(allMs),
    megabytes: round(bytes / 1024 / 1024),
    serverMemory: { idleMiB: round(idleMiB), peakMiB: round(peakMiB), growthMiB: round(peakMiB - idleMiB) },
  };
  await writeResults('sitemap', results);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await stopAllServers();
  await fs.rm(dataDir, { recursive: true, force: true });
}
