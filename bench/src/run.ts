import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareWithBareServer, type EndpointFigures } from './api-throughput.ts';
import { carsOfModel, connect, embeddedDatabaseUrl, seedCatalogue } from './database.ts';
import { freshAfterWrite } from './fresh-after-write.ts';
import { pageJavaScript } from './home-javascript.ts';
import { countingCost } from './listing-counting.ts';
import { liveEventFigures } from './live-events.ts';
import { createClient } from './marketplace.ts';
import { modelPageLatency, modelPageLatencyAfterWrites } from './model-page.ts';
import { moderationQueueLatency } from './moderation-queue.ts';
import { benchLog, startBenchRun } from './bench-run.ts';
import { pageSpeed } from './page-speed.ts';
import { residentMiB, startServer } from './server-process.ts';
import { accessTokenFor, signInRoundTrips } from './sign-in.ts';
import { measureSearch, searchRows } from './search.ts';
import { soak } from './soak.ts';
import { uploadToListed } from './upload.ts';
import { valuationError } from './valuation-error.ts';

// Run after `npm run build` (the root `npm run bench` does both): it measures the production build.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
/** The figures are the defaults; shorter runs are for trying a change quickly. */
const loadSeconds = setting('BENCH_LOAD_SECONDS', 15);
const soakSeconds = setting('BENCH_SOAK_SECONDS', 300);
const lighthouseRuns = setting('BENCH_LIGHTHOUSE_RUNS', 3);
const manyCars = setting('BENCH_CARS', 100_000);
const searchCars = setting('BENCH_SEARCH_CARS', 1_000_000);
const searchSamples = setting('BENCH_SEARCH_SAMPLES', 300);
const queueItems = setting('BENCH_QUEUE_ITEMS', 10_000);
const fewCars = 1_000;
const idleSeconds = 10;
const model = 'SUV';
const models = ['Sedan', 'SUV', 'Hatchback', 'Pickup', 'Coupe', 'Convertible', 'Minivan', 'Wagon'];
const adminEmail = 'bench-admin@example.com';
const resultsFile = fileURLToPath(new URL('../results/latest.json', import.meta.url));

const baseUrl = `http://127.0.0.1:${port}`;
// Sign-ins come from one address here far faster than people make them; the admin verifies and deletes sellers.
const serverEnv = { SIGN_IN_RATE_LIMIT: '100000', ADMIN_EMAILS: adminEmail };
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const log = benchLog;

const {
  dataDirs: [dataDir, secondDataDir],
  cleanUp,
} = await startBenchRun(log, 2);
try {
  log('startup, memory, sign-in, photo upload, home page JavaScript');
  const fresh = await startServer({ dataDir, port, env: serverEnv });
  await fresh.stop();
  let server = await startServer({ dataDir, port, env: serverEnv });
  const secondStartMs = server.firstPageMs;
  const javascript = await pageJavaScript(`${baseUrl}/`);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const idleMiB = residentMiB(server.child.pid!);
  const signIn = await signInRoundTrips(baseUrl, 20);
  const upload = await uploadToListed(baseUrl);

  // On the demo catalogue alone: before the benchmark's generated cars join it.
  log('valuation error on the demo catalogue’s sold cars, each valued as of its sale without itself');
  const valuation = await valuationError(dataDir);

  const buyerToken = await accessTokenFor(baseUrl, 'sam.lee@example.com');
  const scalingAt = async (cars: number) => {
    log(`model page with ${cars.toLocaleString('en-US')} cars`);
    const seeded = await seedCatalogue(dataDir, cars);
    return {
      cars: seeded.cars,
      carsOfModel: await carsOfModel(dataDir, model),
      asServed: await modelPageLatency(baseUrl, model, buyerToken, 300),
      afterWrite: await modelPageLatencyAfterWrites(baseUrl, dataDir, model, buyerToken, 100),
    };
  };
  const few = await scalingAt(fewCars);
  const many = await scalingAt(manyCars);

  log(`API throughput against a bare node:http server, ${loadSeconds} s each, request logs on and off`);
  const token = await accessTokenFor(baseUrl, 'sam.lee@example.com');
  const logsOffInstance = await startServer({
    dataDir: secondDataDir,
    port: port + 3,
    env: {
      ...serverEnv,
      LOG_LEVEL: 'warn',
      DATABASE_URL: await embeddedDatabaseUrl(dataDir),
      AUTH_SECRET: (await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim(),
    },
  });
  const api = await compareWithBareServer(
    port,
    [
      { name: 'carModels', path: '/api/carModels' },
      { name: 'products/advertise', path: '/api/products/advertise' },
      {
        name: `carModels/${model}`,
        path: `/api/carModels/${model}`,
        headers: { authorization: `Bearer ${token}` },
      },
    ],
    { barePort: port + 2, logsOffPort: port + 3, connections: 50, seconds: loadSeconds, warmUpSeconds: 3 },
  ).finally(() => logsOffInstance.stop());

  log(`search and a car page with listing counting on and off, ${loadSeconds} s each`);
  const counting = await countingCost({
    dataDir,
    secondDataDir,
    port: port + 4,
    connections: 50,
    seconds: loadSeconds,
    env: serverEnv,
  });

  log('writes on a second instance, read on the next request from the first');
  const secondInstance = await startServer({
    dataDir: secondDataDir,
    port: port + 1,
    env: {
      ...serverEnv,
      DATABASE_URL: await embeddedDatabaseUrl(dataDir),
      AUTH_SECRET: (await fs.readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim(),
    },
  });
  const database = await connect(dataDir);
  log(
    'live events: messages posted on the second instance, received on a stream the first holds; open streams',
  );
  const liveEvents = await liveEventFigures({
    a: baseUrl,
    b: `http://127.0.0.1:${port + 1}`,
    serverPid: server.child.pid!,
    database,
    messages: 200,
    streams: setting('BENCH_STREAMS', 5_000),
  }).catch(async (error: unknown) => {
    await database.end();
    await secondInstance.stop();
    throw error;
  });
  const freshness = await freshAfterWrite({
    reader: createClient(baseUrl),
    writer: createClient(`http://127.0.0.1:${port + 1}`),
    database,
    model,
    adminEmail,
    rounds: 5,
    loadToken: token,
  }).finally(async () => {
    await database.end();
    await secondInstance.stop();
  });

  log(`moderation queue with ${queueItems.toLocaleString('en-US')} open items`);
  const queueDatabase = await connect(dataDir);
  const moderationQueue = await moderationQueueLatency({
    baseUrl,
    database: queueDatabase,
    adminToken: await accessTokenFor(baseUrl, adminEmail),
    items: queueItems,
    requests: 200,
  }).finally(() => queueDatabase.end());
  await server.stop();

  log(`soak: ${soakSeconds} s of browsing, sign-ins, bookings and payments`);
  server = await startServer({ dataDir, port, env: serverEnv });
  const soaked = await soak({
    baseUrl,
    serverPid: server.child.pid!,
    seconds: soakSeconds,
    users: 20,
    models,
  });
  await server.stop();

  log(`Lighthouse, ${lighthouseRuns} runs per page`);
  server = await startServer({ dataDir, port, env: serverEnv });
  const pages = [];
  // A car page too: the first advertised car of the filled catalogue.
  const [advertisedCar] = (await (await fetch(`${baseUrl}/api/products/advertise`)).json()) as {
    _id: string;
  }[];
  for (const page of ['/', '/blog', '/cars', `/cars/${advertisedCar!._id}`])
    pages.push(await pageSpeed(`${baseUrl}${page}`, lighthouseRuns));
  await server.stop();

  log(`search at ${searchCars.toLocaleString('en-US')} cars`);
  const search = await measureSearch({
    dataDir,
    secondDataDir,
    port,
    cars: searchCars,
    samples: searchSamples,
    log,
  });

  const apiFigures = (figures: EndpointFigures) => ({
    path: figures.path,
    bodyBytes: figures.bodyBytes,
    headerBytes: figures.headerBytes,
    requestsPerSecond: Math.round(figures.app.requestsPerSecond),
    p50Ms: figures.app.p50Ms,
    p99Ms: figures.app.p99Ms,
    errors: figures.app.errors,
    non2xx: figures.app.non2xx,
    bare: {
      requestsPerSecond: Math.round(figures.bare.requestsPerSecond),
      p50Ms: figures.bare.p50Ms,
      p99Ms: figures.bare.p99Ms,
      runsRequestsPerSecond: figures.bare.runs.map((run) => Math.round(run.requestsPerSecond)),
    },
    ratioToBare: round(figures.ratio, 2),
    logsOff: figures.logsOff && {
      requestsPerSecond: Math.round(figures.logsOff.requestsPerSecond),
      p50Ms: figures.logsOff.p50Ms,
      p99Ms: figures.logsOff.p99Ms,
      ratioToBare: round(figures.logsOff.ratio, 2),
    },
  });
  const scalingFigures = (at: typeof few) => ({
    cars: at.cars,
    carsOfModel: at.carsOfModel,
    medianMs: round(at.asServed.medianMs, 2),
    p99Ms: round(at.asServed.p99Ms, 2),
    afterWriteMedianMs: round(at.afterWrite.medianMs, 2),
    afterWriteP99Ms: round(at.afterWrite.p99Ms, 2),
  });
  const results = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg().map((load) => round(load, 2)),
    },
    startup: { freshDataDirMs: Math.round(fresh.firstPageMs), secondStartMs: Math.round(secondStartMs) },
    memory: { serverIdleRssMiB: round(idleMiB) },
    signIn: { medianMs: Math.round(signIn.medianMs), maxMs: Math.round(signIn.maxMs) },
    photo: {
      sourceKiB: Math.round(upload.sourceKiB),
      uploadMs: Math.round(upload.uploadMs),
      uploadToListedMs: Math.round(upload.totalMs),
      servedKiB: Object.fromEntries(
        Object.entries(upload.servedKiB).map(([width, kib]) => [width, round(kib)]),
      ),
    },
    modelPage: {
      carsOfModel: many.carsOfModel,
      medianMs: round(many.asServed.medianMs),
      p99Ms: round(many.asServed.p99Ms),
    },
    homePageJavaScript: {
      files: javascript.files,
      rawKiB: round(javascript.rawKiB),
      gzipKiB: round(javascript.gzipKiB),
    },
    api: {
      cars: many.cars,
      connections: 50,
      seconds: loadSeconds,
      endpoints: Object.fromEntries(api.map((figures) => [figures.name, apiFigures(figures)])),
    },
    scaling: {
      few: scalingFigures(few),
      many: scalingFigures(many),
      ratio: round(many.asServed.medianMs / few.asServed.medianMs, 2),
      afterWriteRatio: round(many.afterWrite.medianMs / few.afterWrite.medianMs, 2),
    },
    listingCounting: Object.fromEntries(
      counting.map((cost) => [
        cost.path.replace(/[0-9a-f-]{36}/, ':id'),
        {
          onRequestsPerSecond: Math.round(cost.on.requestsPerSecond),
          offRequestsPerSecond: Math.round(cost.off.requestsPerSecond),
          ratio: round(cost.ratio, 3),
        },
      ]),
    ),
    freshness,
    valuation,
    moderationQueue: {
      openItems: moderationQueue.openItems,
      firstPage: {
        medianMs: round(moderationQueue.firstPage.medianMs),
        p95Ms: round(moderationQueue.firstPage.p95Ms),
      },
      deepPage: {
        medianMs: round(moderationQueue.deepPage.medianMs),
        p95Ms: round(moderationQueue.deepPage.p95Ms),
      },
    },
    liveEvents: {
      ...liveEvents,
      deliveryMedianMs: round(liveEvents.deliveryMedianMs),
      deliveryP99Ms: round(liveEvents.deliveryP99Ms),
      idleMiB: round(liveEvents.idleMiB),
      heldMiB: round(liveEvents.heldMiB),
      perStreamKiB: round(liveEvents.perStreamKiB),
      fanOutMs: Math.round(liveEvents.fanOutMs),
    },
    soak: {
      ...soaked,
      requestsPerSecond: round(soaked.requestsPerSecond),
      memory: {
        afterWarmUpMiB: round(soaked.memory.afterWarmUpMiB),
        endMiB: round(soaked.memory.endMiB),
        peakMiB: round(soaked.memory.peakMiB),
        growthPercent: round(soaked.memory.growthPercent),
      },
    },
    pageSpeed: Object.fromEntries(pages.map((page) => [new URL(page.url).pathname, page])),
    search,
  };

  const [carModels, advertised, modelPage] = api;
  const goal = (met: boolean) => (met ? 'met' : 'NOT MET');
  const figure = (value: string | number) => ({ value, goal: '', result: '' });
  const apiRows = (figures: EndpointFigures, minimumRatio: number) => ({
    [`GET ${figures.path}: requests/s (bare node:http), logs on`]: {
      value: `${Math.round(figures.app.requestsPerSecond)} (${Math.round(figures.bare.requestsPerSecond)})`,
      goal: `≥ ${minimumRatio} of bare`,
      result: `${round(figures.ratio, 2)}: ${goal(figures.ratio >= minimumRatio)}`,
    },
    [`  ${figures.path} with request logs off (LOG_LEVEL=warn)`]: figure(
      figures.logsOff
        ? `${Math.round(figures.logsOff.requestsPerSecond)}: ${round(figures.logsOff.ratio, 2)} of bare`
        : '',
    ),
    [`GET ${figures.path}: p50 / p99 (ms)`]: {
      value: `${figures.app.p50Ms} / ${figures.app.p99Ms}`,
      goal: 'p99 < 50',
      result: goal(figures.app.p99Ms < 50 && figures.app.errors === 0 && figures.app.non2xx === 0),
    },
  });
  const home = results.pageSpeed['/']!;
  const blog = results.pageSpeed['/blog']!;
  const lighthouseRow = (page: typeof home) => ({
    value: `${page.performance} / ${page.accessibility} / ${page.bestPractices}`,
    goal: '≥ 95 / 100 / ≥ 95',
    result: goal(page.performance >= 95 && page.accessibility === 100 && page.bestPractices >= 95),
  });
  console.table({
    'first page, fresh DATA_DIR (ms)': figure(results.startup.freshDataDirMs),
    'first page, second start (ms)': figure(results.startup.secondStartMs),
    [`server RSS after ${idleSeconds} s idle (MiB)`]: figure(results.memory.serverIdleRssMiB),
    'sign-in + access token, median of 20 (ms)': figure(results.signIn.medianMs),
    [`4000×3000 JPEG (${results.photo.sourceKiB} KiB): upload to listed (ms)`]: figure(
      results.photo.uploadToListedMs,
    ),
    'listing photo served at 320 / 640 / 1280 px (KiB)': figure(
      Object.values(results.photo.servedKiB).join(' / '),
    ),
    [`model page, first of ${results.modelPage.carsOfModel} cars: median / p99 (ms)`]: figure(
      `${results.modelPage.medianMs} / ${results.modelPage.p99Ms}`,
    ),
    ...apiRows(carModels!, 0.5),
    ...apiRows(advertised!, 0.5),
    ...apiRows(modelPage!, 0.25),
    [`model page median, ${few.cars} → ${many.cars} cars (ms)`]: {
      value: `${results.scaling.few.medianMs} → ${results.scaling.many.medianMs}`,
      goal: '≤ 1.5×',
      result: `${results.scaling.ratio}×: ${goal(results.scaling.ratio <= 1.5)}`,
    },
    [`  the same, right after a write (ms)`]: {
      value: `${results.scaling.few.afterWriteMedianMs} → ${results.scaling.many.afterWriteMedianMs}`,
      goal: '≤ 1.5×',
      result: `${results.scaling.afterWriteRatio}×: ${goal(results.scaling.afterWriteRatio <= 1.5)}`,
    },
    'writes on instance B seen by the next read on A: stale / checks': {
      value: `${freshness.stale} / ${freshness.checks}`,
      goal: '0 stale',
      result: goal(freshness.stale === 0),
    },
    [`moderation queue, ${moderationQueue.openItems} open items: first page / 21st page, median / p95 (ms)`]:
      figure(
        `${results.moderationQueue.firstPage.medianMs} / ${results.moderationQueue.firstPage.p95Ms}, ${results.moderationQueue.deepPage.medianMs} / ${results.moderationQueue.deepPage.p95Ms}`,
      ),
    [`message posted on B, on A's stream: median / p99 of ${liveEvents.messages} (ms)`]: {
      value: `${results.liveEvents.deliveryMedianMs} / ${results.liveEvents.deliveryP99Ms}`,
      goal: 'p99 < 1000',
      result: goal(liveEvents.deliveryP99Ms < 1000),
    },
    [`${liveEvents.streams} open streams: server RSS (MiB), per stream (KiB)`]: figure(
      `${results.liveEvents.idleMiB} → ${results.liveEvents.heldMiB}, ${results.liveEvents.perStreamKiB}`,
    ),
    [`one car event to all ${liveEvents.streams} streams (ms), reached`]: figure(
      `${results.liveEvents.fanOutMs}, ${liveEvents.fanOutReached}`,
    ),
    [`soak ${results.soak.seconds} s: requests (per s)`]: figure(
      `${results.soak.requests} (${results.soak.requestsPerSecond})`,
    ),
    'soak: sales / purchases refused (409) / unexpected': figure(
      `${results.soak.sales} / ${results.soak.purchasesRefused} / ${results.soak.unexpected}`,
    ),
    'soak: 5xx / socket errors': {
      value: `${results.soak.serverErrors} / ${results.soak.socketErrors}`,
      goal: '0 / 0',
      result: goal(results.soak.serverErrors === 0 && results.soak.socketErrors === 0),
    },
    'soak: server RSS after warm-up → end (MiB)': {
      value: `${results.soak.memory.afterWarmUpMiB} → ${results.soak.memory.endMiB}`,
      goal: 'growth < 20 %',
      result: `${results.soak.memory.growthPercent} %: ${goal(results.soak.memory.growthPercent < 20)}`,
    },
    'Lighthouse /: performance / accessibility / best practices': lighthouseRow(home),
    'Lighthouse /blog: performance / accessibility / best practices': lighthouseRow(blog),
    'Lighthouse /cars: performance / accessibility / best practices': lighthouseRow(pages[2]!),
    'Lighthouse a car page: performance / accessibility / best practices': lighthouseRow(pages[3]!),
    [`home page JavaScript (${results.homePageJavaScript.files} files, KiB gzip)`]: {
      value: results.homePageJavaScript.gzipKiB,
      goal: '< 170',
      result: goal(results.homePageJavaScript.gzipKiB < 170),
    },
    ...searchRows(search, 'one million'),
    [`valuation: median absolute error on ${valuation.valued} of ${valuation.soldCars} sold demo cars (%)`]:
      figure(valuation.medianAbsolutePercentError ?? 'too few sold cars'),
    [`valuation: the same on today's catalogue, ${valuation.today.valued} valued (%)`]: figure(
      valuation.today.medianAbsolutePercentError ?? 'too few cars',
    ),
  });
  for (const page of pages) {
    if (page.failedAudits.length > 0)
      console.log(`${page.url} audits below full marks: ${page.failedAudits.join(', ')}`);
  }
  await fs.writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);
} finally {
  await cleanUp();
}
