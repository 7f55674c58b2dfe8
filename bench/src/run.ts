import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageJavaScript } from './home-javascript.ts';
import { residentMiB, startServer } from './server-process.ts';
import { addListings, modelPageLatency } from './model-page.ts';
import { accessTokenFor, signInRoundTrips } from './sign-in.ts';
import { uploadToListed } from './upload.ts';

// Run after `npm run build` (the root `npm run bench` does both): it measures the production build.
const port = Number(process.env.BENCH_PORT ?? 5200);
const resultsFile = fileURLToPath(new URL('../results/latest.json', import.meta.url));
const idleSeconds = 10;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-bench-'));
await fs.chmod(dataDir, 0o755);
try {
  const fresh = await startServer({ dataDir, port });
  await fresh.stop();

  const second = await startServer({ dataDir, port });
  const javascript = await pageJavaScript(`http://127.0.0.1:${port}/`);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const idleMiB = residentMiB(second.child.pid!);
  const signIn = await signInRoundTrips(`http://127.0.0.1:${port}`, 20);
  const upload = await uploadToListed(`http://127.0.0.1:${port}`);
  const modelCarsAdded = 10_000;
  await addListings(dataDir, 'SUV', modelCarsAdded);
  const modelPage = await modelPageLatency(
    `http://127.0.0.1:${port}`,
    'SUV',
    await accessTokenFor(`http://127.0.0.1:${port}`, 'sam.lee@example.com'),
    300,
  );
  await second.stop();

  const results = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    startup: { freshDataDirMs: Math.round(fresh.firstPageMs), secondStartMs: Math.round(second.firstPageMs) },
    memory: { serverIdleRssMiB: Number(idleMiB.toFixed(1)) },
    signIn: { medianMs: Math.round(signIn.medianMs), maxMs: Math.round(signIn.maxMs) },
    photo: {
      sourceKiB: Math.round(upload.sourceKiB),
      uploadMs: Math.round(upload.uploadMs),
      uploadToListedMs: Math.round(upload.totalMs),
      servedKiB: Object.fromEntries(
        Object.entries(upload.servedKiB).map(([width, kib]) => [width, Number(kib.toFixed(1))]),
      ),
    },
    modelPage: {
      carsOfModel: modelCarsAdded + 3,
      medianMs: Number(modelPage.medianMs.toFixed(1)),
      p99Ms: Number(modelPage.p99Ms.toFixed(1)),
    },
    homePageJavaScript: {
      files: javascript.files,
      rawKiB: Number(javascript.rawKiB.toFixed(1)),
      gzipKiB: Number(javascript.gzipKiB.toFixed(1)),
    },
  };
  console.table({
    'first page, fresh DATA_DIR (ms)': results.startup.freshDataDirMs,
    'first page, second start (ms)': results.startup.secondStartMs,
    [`server RSS after ${idleSeconds} s idle (MiB)`]: results.memory.serverIdleRssMiB,
    'sign-in + access token, median of 20 (ms)': results.signIn.medianMs,
    [`4000×3000 JPEG (${results.photo.sourceKiB} KiB): upload to listed (ms)`]:
      results.photo.uploadToListedMs,
    'listing photo served at 320 / 640 / 1280 px (KiB)': Object.values(results.photo.servedKiB).join(' / '),
    [`model page, first of ${results.modelPage.carsOfModel} cars: median / p99 (ms)`]: `${results.modelPage.medianMs} / ${results.modelPage.p99Ms}`,
    'home page JavaScript files': results.homePageJavaScript.files,
    'home page JavaScript (KiB gzip)': results.homePageJavaScript.gzipKiB,
  });
  await fs.writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
