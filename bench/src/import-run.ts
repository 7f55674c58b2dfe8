import { zipSync } from 'fflate';
import sharp from 'sharp';
import { benchLog, startBenchRun, writeResults } from './bench-run.ts';
import { connect, verifyAddress } from './database.ts';
import { startServer } from './server-process.ts';
import { accessTokenFor, signUp } from './sign-in.ts';

// A dealership's 10,000-car inventory file (one photo each) imported into a running server in the users' default
// configuration (`npm run bench:import`), with everyone else's searches timed before and during the import.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const port = setting('BENCH_PORT', 5200);
const rows = setting('BENCH_IMPORT_ROWS', 10_000);
const baselineSeconds = setting('BENCH_BASELINE_SECONDS', 20);
const searchers = setting('BENCH_SEARCHERS', 4);
const log = benchLog;
const baseUrl = `http://127.0.0.1:${port}`;

const models = [
  ['Toyota', 'Camry', 'Sedan'],
  ['Honda', 'CR-V', 'SUV'],
  ['Ford', 'F-150', 'Pickup'],
  ['Mazda', 'CX-5', 'SUV'],
  ['Subaru', 'Outback', 'Wagon'],
  ['Volkswagen', 'Golf', 'Hatchback'],
] as const;

/** The file and its archive: one small, distinct JPEG per row, as a dealer's photo export would hold. */
async function inventoryFile(count: number) {
  const header =
    'stock_number,vin,make,model,trim,year,mileage,price,body_type,fuel,transmission,drivetrain,colour,condition,description,photos';
  const lines: string[] = [header];
  const photos: Record<string, Uint8Array> = {};
  for (let index = 0; index < count; index++) {
    const [make, model, bodyType] = models[index % models.length]!;
    const stock = `B${String(index).padStart(6, '0')}`;
    lines.push(
      [
        stock,
        '',
        make,
        model,
        '',
        2012 + (index % 12),
        10_000 + ((index * 7919) % 150_000),
        8_000 + ((index * 104_729) % 40_000),
        bodyType,
        'gasoline',
        'automatic',
        'AWD',
        'gray',
        'Good',
        `Bench dealer car ${index}`,
        `${stock}.jpg`,
      ].join(','),
    );
    photos[`${stock}.jpg`] = await sharp({
      create: {
        width: 160,
        height: 120,
        channels: 3,
        background: { r: index % 256, g: (index >> 8) % 256, b: (index * 37) % 256 },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
  }
  return { csv: Buffer.from(`${lines.join('\n')}\n`), zip: Buffer.from(zipSync(photos, { level: 0 })) };
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const figures = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    searches: sorted.length,
    p50Ms: Number(percentile(sorted, 0.5).toFixed(1)),
    p99Ms: Number(percentile(sorted, 0.99).toFixed(1)),
  };
};

/** Everyone else searching, `searchers` at a time, until `until` resolves; each search's price range differs (no cache). */
async function searchWhile(until: Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  let round = 0;
  await Promise.all(
    Array.from({ length: searchers }, async () => {
      while (!done) {
        const [make] = models[round++ % models.length]!;
        const query = `make=${make}&priceMax=${30_000 + (round % 20_000)}&sort=newest`;
        const started = performance.now();
        const answer = await fetch(`${baseUrl}/api/search?${query}`);
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`search answered ${answer.status}`);
        timings.push(performance.now() - started);
      }
    }),
  );
  return timings;
}

const {
  dataDirs: [dataDir],
  cleanUp,
} = await startBenchRun(log);

try {
  log(`${rows.toLocaleString('en-US')} rows and photos`);
  const file = await inventoryFile(rows);
  log(
    `the file is ${(file.csv.length / 1e6).toFixed(1)} MB, its photos ${(file.zip.length / 1e6).toFixed(1)} MB`,
  );
  log('the server, with the demo catalogue');
  const server = await startServer({ dataDir, port });
  const owner = await signUp(baseUrl, `bench-dealer-${Date.now()}@example.com`, 'seller');
  const database = await connect(dataDir);
  await verifyAddress(database, owner.email);
  const {
    rows: [dealer],
  } = await database.query<{ id: string }>(
    `insert into dealers (slug, name, zip, address, phone) values ('bench-motors', 'Bench Motors', '78701',
      '100 Congress Ave, Austin, TX', '+1 512 555 0100') returning id`,
  );
  await database.query(
    `insert into dealer_staff (dealer_id, account_id, role, joined_at)
     select $1, id, 'owner', now() from accounts where user_email = $2`,
    [dealer!.id, owner.email],
  );
  await database.end();

  log(`searches for ${baselineSeconds} s with no import running`);
  await fetch(`${baseUrl}/api/search`).then((answer) => answer.arrayBuffer());
  const before = await searchWhile(new Promise((resolve) => setTimeout(resolve, baselineSeconds * 1000)));

  log('the import, with the same searches meanwhile');
  const form = new FormData();
  form.append('dryRun', 'false');
  form.append('fullFeed', 'false');
  form.append('file', new Blob([file.csv], { type: 'text/csv' }), 'inventory.csv');
  form.append('photos', new Blob([file.zip], { type: 'application/zip' }), 'photos.zip');
  const started = performance.now();
  const importing = (async () => {
    const sent = await fetch(`${baseUrl}/api/dealers/${dealer!.id}/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, origin: baseUrl },
      body: form,
    });
    if (sent.status !== 200) throw new Error(`the import answered ${sent.status}: ${await sent.text()}`);
    const accepted = performance.now() - started;
    const { _id } = (await sent.json()) as { _id: string };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const asked = await fetch(`${baseUrl}/api/imports/${_id}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
      // An import outlasts an access token: sign in again, as the page renews its token.
      if (asked.status === 401) {
        owner.token = await accessTokenFor(baseUrl, owner.email);
        continue;
      }
      if (asked.status !== 200) throw new Error(`the import's progress answered ${asked.status}`);
      const progress = (await asked.json()) as {
        state: string;
        done: number;
        created: number;
        refused: number;
      };
      if (progress.state === 'done' || progress.state === 'failed') return { accepted, ...progress };
    }
  })();
  const during = await searchWhile(importing);
  const outcome = await importing;
  const wallMs = performance.now() - started;
  await server.stop();

  const results = {
    rows,
    photosPerRow: 1,
    searchers,
    import: {
      state: outcome.state,
      created: outcome.created,
      refused: outcome.refused,
      requestSeconds: Number((outcome.accepted / 1000).toFixed(1)),
      wallSeconds: Number((wallMs / 1000).toFixed(1)),
      rowsPerSecond: Math.round(rows / (wallMs / 1000)),
    },
    search: { withoutImport: figures(before), duringImport: figures(during) },
  };
  await writeResults('dealer-import', results);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await cleanUp();
}
