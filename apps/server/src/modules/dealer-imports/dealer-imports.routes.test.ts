import type { DealerImport } from '@second-gear/contract';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCarModel, createDealer, createReservation } from '../../../test/builders.ts';
import { multipartForm } from '../../../test/multipart.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { dealerImports } from './dealer-imports.table.ts';

const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let owner: Person;
let manager: Person;
let sales: Person;
let rival: Person;
let buyer: Person;
let dealerId: string;
let rivalDealerId: string;
let photo: Buffer;
let otherPhoto: Buffer;

const accountId = async (email: string) =>
  (await pool.query('select id from accounts where user_email = $1', [email])).rows[0].id as string;

beforeAll(async () => {
  await createCarModel(db, 'Sedan');
  await createCarModel(db, 'SUV');
  [owner, manager, sales, rival, buyer] = await Promise.all([
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'buyer'),
  ]);
  dealerId = (
    await createDealer(db, [
      { accountId: await accountId(owner.email), role: 'owner' },
      { accountId: await accountId(manager.email), role: 'manager' },
      { accountId: await accountId(sales.email), role: 'sales' },
    ])
  ).id;
  rivalDealerId = (await createDealer(db, [{ accountId: await accountId(rival.email), role: 'owner' }])).id;
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f4e8c' } })
    .jpeg()
    .toBuffer();
  otherPhoto = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8c1f4e' } })
    .webp()
    .toBuffer();
});

const header =
  'stock_number,vin,make,model,trim,year,mileage,price,body_type,fuel,transmission,drivetrain,colour,condition,description,photos';

/** A row of the file with sensible cells, any of them overridden. */
function row(stock: string, cells: Partial<Record<string, string>> = {}) {
  const values = {
    stock_number: stock,
    vin: '',
    make: 'Toyota',
    model: 'Camry',
    trim: 'LE',
    year: '2019',
    mileage: '40000',
    price: '18500',
    body_type: 'Sedan',
    fuel: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'FWD',
    colour: 'white',
    condition: 'Good',
    description: `Car ${stock}`,
    photos: `${stock}.jpg`,
    ...cells,
  };
  return header
    .split(',')
    .map((column) => {
      const value = values[column as keyof typeof values] ?? '';
      return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
    })
    .join(',');
}
const csvOf = (rows: string[]) => Buffer.from(`${header}\n${rows.join('\n')}\n`);
const zipOf = (names: string[], bytes = photo) =>
  Buffer.from(zipSync(Object.fromEntries(names.map((name) => [name, bytes]))));

async function send(
  person: Person | undefined,
  file: { csv: Buffer; zip?: Buffer; dryRun: boolean; fullFeed?: boolean },
  dealer = dealerId,
) {
  const form = multipartForm([
    { name: 'dryRun', value: String(file.dryRun) },
    { name: 'fullFeed', value: String(file.fullFeed ?? false) },
    { name: 'file', filename: 'inventory.csv', contentType: 'text/csv', bytes: file.csv },
    ...(file.zip
      ? [{ name: 'photos', filename: 'photos.zip', contentType: 'application/zip', bytes: file.zip }]
      : []),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/dealers/${dealer}/imports`,
    headers: { ...bearer(person), ...form.headers },
    payload: form.payload,
  });
}

/** The import once its job has finished it. */
async function finished(id: string, person = owner): Promise<DealerImport> {
  return vi.waitFor(
    async () => {
      const answer = await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: bearer(person) });
      const found = answer.json() as DealerImport;
      if (found.state !== 'done' && found.state !== 'failed') throw new Error(`still ${found.state}`);
      return found;
    },
    { timeout: 60_000, interval: 100 },
  );
}

async function imported(file: { csv: Buffer; zip?: Buffer; fullFeed?: boolean }, person = owner) {
  const started = await send(person, { ...file, dryRun: false });
  expect(started.statusCode, started.body).toBe(200);
  return finished(started.json()._id);
}

const dealerCars = async () =>
  (
    await pool.query(
      `select id, stock_number, resale_price, sale_status, seller_id from cars where dealer_id = $1 order by stock_number`,
      [dealerId],
    )
  ).rows as {
    id: string;
    stock_number: string;
    resale_price: number;
    sale_status: string;
    seller_id: string;
  }[];
const searchVersion = async () => (await pool.query('select version from search_version')).rows[0]?.version;

/** What the answer says the rows came to, without the ids only a real run knows. */
const outcomes = (answer: DealerImport) => ({
  counts: [answer.total, answer.created, answer.updated, answer.unchanged, answer.refused, answer.removed],
  rows: answer.rows.map(({ row, action, stockNumber, errors }) => ({ row, action, stockNumber, errors })),
});

describe('who may import a dealership’s inventory', () => {
  const file = () => ({ csv: csvOf([row('R1')]), zip: zipOf(['R1.jpg']), dryRun: true });

  it('lets its owners and managers check a file, and nobody else', async () => {
    expect((await send(owner, file())).statusCode).toBe(200);
    expect((await send(manager, file())).statusCode).toBe(200);
    for (const person of [sales, rival, buyer]) {
      const refused = await send(person, file());
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect((await send(undefined, file())).statusCode).toBe(401);
    expect((await send(rival, file(), rivalDealerId)).statusCode).toBe(200);
  });

  it('shows an import and the latest imports to its owners and managers only', async () => {
    const made = (await send(owner, file())).json() as DealerImport;
    for (const [person, status] of [
      [owner, 200],
      [manager, 200],
      [sales, 403],
      [rival, 403],
      [buyer, 403],
      [undefined, 401],
    ] as const) {
      const one = await app.inject({
        method: 'GET',
        url: `/api/imports/${made._id}`,
        headers: bearer(person),
      });
      expect(one.statusCode, one.body).toBe(status);
      const list = await app.inject({
        method: 'GET',
        url: `/api/dealers/${dealerId}/imports`,
        headers: bearer(person),
      });
      expect(list.statusCode, list.body).toBe(status);
      if (status === 200) expect(list.json()[0]._id).toBe(made._id);
    }
  });
});

describe('an inventory import', () => {
  const stock = ['A1', 'A2', 'A3', 'A4'];
  const rows = () => [
    ...stock.map((number) => row(number)),
    row('BAD1', { year: '20x9' }),
    row('BAD2', { body_type: 'Hovercraft' }),
    row('BAD3', { description: '=HYPERLINK("http://evil.example","click")' }),
    row('A1', { price: '1' }),
  ];
  const zip = () => zipOf([...stock, 'BAD1', 'BAD2', 'BAD3'].map((name) => `${name}.jpg`));

  it('checks a file writing no car, then imports exactly what the check said, in a job', async () => {
    const before = await searchVersion();
    const checked = await send(owner, { csv: csvOf(rows()), zip: zip(), dryRun: true });
    expect(checked.statusCode, checked.body).toBe(200);
    const dryRun = checked.json() as DealerImport;
    expect(dryRun.state).toBe('checked');
    expect(await dealerCars()).toEqual([]);
    expect(await searchVersion()).toBe(before);
    expect(dryRun.rows.map((outcome) => [outcome.row, outcome.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
      [5, 'create'],
      [6, 'refuse'],
      [7, 'refuse'],
      [8, 'refuse'],
      [9, 'refuse'],
    ]);
    expect(dryRun.rows[4]!.errors).toEqual([{ column: 'year', message: 'Year must be a number' }]);
    expect(dryRun.rows[5]!.errors).toEqual([
      { column: 'body_type', message: 'There is no body type called "Hovercraft".' },
    ]);
    expect(dryRun.rows[6]!.errors[0]!.column).toBe('description');
    expect(dryRun.rows[6]!.errors[0]!.message).toMatch(/formula/);
    expect(dryRun.rows[7]!.errors).toEqual([
      { column: 'stock_number', message: 'Stock number A1 is also on line 2.' },
    ]);

    const started = await send(manager, { csv: csvOf(rows()), zip: zip(), dryRun: false });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().state).toBe('queued');
    const done = await finished(started.json()._id);
    expect(done.state).toBe('done');
    expect(done.done).toBe(done.total);
    expect(outcomes(done)).toEqual(outcomes(dryRun));

    const cars = await dealerCars();
    expect(cars.map((car) => car.stock_number)).toEqual(stock);
    expect(new Set(cars.map((car) => car.seller_id))).toEqual(new Set([await accountId(manager.email)]));
    const photoServed = await app.inject({ method: 'GET', url: (await carPage(cars[0]!.id)).image });
    expect(photoServed.statusCode).toBe(200);
  });

  it('finds every imported car in the search at once, and only those', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/search?make=Toyota&limit=50' });
    const found = (search.json().cars as { _id: string }[]).map((car) => car._id).sort();
    expect(found).toEqual((await dealerCars()).map((car) => car.id).sort());
    expect(search.json().total).toBe(4);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await searchVersion();
    const cars = await dealerCars();
    const checked = (
      await send(owner, { csv: csvOf(rows()), zip: zip(), dryRun: true })
    ).json() as DealerImport;
    expect(
      checked.rows.filter((outcome) => outcome.action !== 'refuse').map((outcome) => outcome.action),
    ).toEqual(stock.map(() => 'unchanged'));
    const again = await imported({ csv: csvOf(rows()), zip: zip() });
    expect([again.created, again.updated, again.unchanged, again.refused]).toEqual([0, 0, 4, 4]);
    expect(outcomes(again)).toEqual(outcomes(checked));
    expect(await dealerCars()).toEqual(cars);
    expect(await searchVersion()).toBe(before);
  });

  it('updates the cars whose row changed, adding the new price to its history', async () => {
    const changed = [
      row('A1', { price: '17900' }),
      row('A2', { photos: 'A2.jpg|extra.webp' }),
      row('A3'),
      row('A4'),
    ];
    const zipped = Buffer.from(
      zipSync({
        ...Object.fromEntries(stock.map((name) => [`${name}.jpg`, photo])),
        'extra.webp': otherPhoto,
      }),
    );
    const done = await imported({ csv: csvOf(changed), zip: zipped });
    expect(done.rows.map((outcome) => outcome.action)).toEqual([
      'update',
      'update',
      'unchanged',
      'unchanged',
    ]);
    const a1 = (await dealerCars()).find((car) => car.stock_number === 'A1')!;
    expect(a1.resale_price).toBe(17_900);
    const page = await carPage(a1.id);
    expect(page.priceHistory.map((change: { price: number }) => change.price)).toEqual([18_500, 17_900]);
    const a2 = (await dealerCars()).find((car) => car.stock_number === 'A2')!;
    expect((await carPage(a2.id)).images).toHaveLength(2);
  });

  it('takes off sale, with a full feed, the cars the file no longer names, keeping one a buyer has reserved', async () => {
    const cars = await dealerCars();
    const reserved = cars.find((car) => car.stock_number === 'A4')!;
    await createReservation(db, { carId: reserved.id, buyerId: await accountId(buyer.email) });
    const feed = { csv: csvOf([row('A1', { price: '17900' }), row('A2', { photos: 'A2.jpg|extra.webp' })]) };
    const zipped = Buffer.from(zipSync({ 'A1.jpg': photo, 'A2.jpg': photo, 'extra.webp': otherPhoto }));
    const checked = (
      await send(owner, { ...feed, zip: zipped, dryRun: true, fullFeed: true })
    ).json() as DealerImport;
    const done = await imported({ ...feed, zip: zipped, fullFeed: true });
    expect(outcomes(done)).toEqual(outcomes(checked));
    expect(done.removed).toBe(1);
    const absent = done.rows.filter((outcome) => outcome.row === null);
    expect(absent.map((outcome) => [outcome.stockNumber, outcome.action])).toEqual([
      ['A3', 'remove'],
      ['A4', 'keep'],
    ]);
    expect(absent[1]!.errors[0]!.message).toMatch(/reservation/);
    expect((await dealerCars()).map((car) => car.stock_number)).toEqual(['A1', 'A2', 'A4']);
  });
});

async function carPage(id: string) {
  const page = await app.inject({ method: 'GET', url: `/api/cars/${id}` });
  expect(page.statusCode, page.body).toBe(200);
  return page.json();
}

describe('one import at a time', () => {
  it('refuses a second import while one is queued or running (409), but not a check', async () => {
    const [waiting] = await db
      .insert(dealerImports)
      .values({
        dealerId: rivalDealerId,
        state: 'running',
        dryRun: false,
        fullFeed: false,
        fileName: 'earlier.csv',
        input: [],
        photos: {},
        total: 0,
        createdAt: new Date(),
      })
      .returning();
    const file = { csv: csvOf([row('Z1')]), zip: zipOf(['Z1.jpg']) };
    const refused = await send(rival, { ...file, dryRun: false }, rivalDealerId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/already under way/);
    expect((await send(rival, { ...file, dryRun: true }, rivalDealerId)).statusCode).toBe(200);
    await pool.query(`update dealer_imports set state = 'done' where id = $1`, [waiting!.id]);
  });

  it('lets only one of two imports sent at once through', async () => {
    const file = { csv: csvOf([row('Y1')]), zip: zipOf(['Y1.jpg']), dryRun: false };
    const answers = await Promise.all([send(rival, file, rivalDealerId), send(rival, file, rivalDealerId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const done = await finished(answers.find((answer) => answer.statusCode === 200)!.json()._id, rival);
    expect(done.created).toBe(1);
  });
});

describe('files refused whole', () => {
  const refusal = async (file: { csv: Buffer; zip?: Buffer }) => {
    const answer = await send(owner, { ...file, dryRun: true });
    return { status: answer.statusCode, message: answer.json().message as string };
  };

  it('refuses what is not CSV (415)', async () => {
    const workbook = await refusal({ csv: zipOf(['sheet.xml']) });
    expect(workbook).toEqual({ status: 415, message: expect.stringMatching(/not a CSV file/) });
    expect((await refusal({ csv: Buffer.from('a,"b\n1,2') })).status).toBe(415);
  });

  it('refuses a file not in UTF-8 (415) and reads one with a byte-order mark', async () => {
    const latin1 = Buffer.from(`${header}\n${row('L1', { description: 'Très propre' })}\n`, 'latin1');
    expect(await refusal({ csv: latin1, zip: zipOf(['L1.jpg']) })).toEqual({
      status: 415,
      message: expect.stringMatching(/UTF-8/),
    });
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csvOf([row('L1')])]);
    const read = await send(owner, { csv: withBom, zip: zipOf(['L1.jpg']), dryRun: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().rows[0].action).toBe('create');
  });

  it('names the missing columns (400)', async () => {
    const answer = await refusal({ csv: Buffer.from('stock_number,make,model\nA,Toyota,Camry\n') });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/lacks the columns year, mileage, price, body_type/);
  });

  it('refuses 50,000 rows or more (413)', async () => {
    const line = row('X');
    const big = Buffer.from(`${header}\n${Array.from({ length: 50_000 }, () => line).join('\n')}\n`);
    expect(await refusal({ csv: big })).toEqual({ status: 413, message: expect.stringMatching(/50,000/) });
  });

  it('refuses a ZIP bomb before inflating it (413)', async () => {
    const bomb = Buffer.from(zipSync({ 'B1.jpg': new Uint8Array(1024) }, { level: 9 }));
    // The archive declares 2 GB: refused on its word, nothing inflated.
    for (let at = 0; at < bomb.length - 4; at++) {
      const signature = bomb.readUInt32LE(at);
      if (signature === 0x04034b50) bomb.writeUInt32LE(2 ** 31, at + 22);
      if (signature === 0x02014b50) bomb.writeUInt32LE(2 ** 31, at + 24);
    }
    const answer = await refusal({ csv: csvOf([row('B1')]), zip: bomb });
    expect(answer).toEqual({ status: 413, message: expect.stringMatching(/would unpack to more than/) });
  });

  it('refuses a ZIP bomb that lies about its size, while inflating it (413)', async () => {
    const zeros = new Uint8Array(64 * 1024 * 1024);
    const bomb = Buffer.from(zipSync({ 'B1.jpg': zeros }, { level: 9 }));
    // The declared sizes (local header and central directory) say 1 KB.
    for (let at = 0; at < bomb.length - 4; at++) {
      const signature = bomb.readUInt32LE(at);
      if (signature === 0x04034b50) bomb.writeUInt32LE(1024, at + 22);
      if (signature === 0x02014b50) bomb.writeUInt32LE(1024, at + 24);
    }
    const answer = await refusal({ csv: csvOf([row('B1')]), zip: bomb });
    expect(answer.status).toBe(413);
  });

  it('refuses a photo that is not an image, naming it (415)', async () => {
    const zip = Buffer.from(zipSync({ 'P1.jpg': Buffer.from('<html>not a photo</html>') }));
    const answer = await refusal({ csv: csvOf([row('P1')]), zip });
    expect(answer.status).toBe(415);
    expect(answer.message).toMatch(/"P1.jpg"/);
  });

  it('refuses a formula cell in its row, naming the row and column, while plain numbers pass', async () => {
    const answer = await send(owner, {
      csv: csvOf([
        row('F1', { model: '@SUM(A1:A9)' }),
        row('F2', { mileage: '+40000' }),
        row('F3', { trim: '\tLE' }),
      ]),
      zip: zipOf(['F1.jpg', 'F2.jpg', 'F3.jpg']),
      dryRun: true,
    });
    const rows = (answer.json() as DealerImport).rows;
    expect(rows.map((outcome) => [outcome.row, outcome.action, outcome.errors[0]?.column ?? null])).toEqual([
      [2, 'refuse', 'model'],
      [3, 'create', null],
      [4, 'refuse', 'trim'],
    ]);
  });
});
