import zlib from 'node:zlib';
import { searchAnswer, type SearchAnswer } from '@second-gear/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel, createReservation } from '../../../test/builders.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';
import { reservations } from '../reservations/reservations.table.ts';
import { zipLocation } from '../vehicles/zip-places.ts';

const { app, db, databaseUrl } = await buildTestApp();

let sedan: string;
let suv: string;
let seller: string;
let verifiedSeller: string;
const listedAt = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000);

/** A car at a real ZIP code, its coordinates from the same table the server measures from. */
async function aCar(
  overrides: Parameters<typeof createCar>[2] & { sellerId?: string } = {},
  modelId = sedan,
) {
  const place = zipLocation(overrides.zip ?? '78701')!;
  const { sellerId = seller, ...fields } = overrides;
  return createCar(
    db,
    { sellerId, modelId },
    { latitude: place.latitude, longitude: place.longitude, location: place.location, ...fields },
  );
}

const search = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/search?${query}` });
  return {
    status: response.statusCode,
    body: response.json() as SearchAnswer & { error?: string; message?: string },
  };
};
const ids = (answer: SearchAnswer) => answer.cars.map((car) => car._id);

let civic: string;
let camry: string;
let portland: string;
let sold: string;

beforeAll(async () => {
  sedan = (await createCarModel(db, 'Sedan')).id;
  suv = (await createCarModel(db, 'SUV')).id;
  seller = (await createAccount(db)).id;
  verifiedSeller = (await createAccount(db, { sellerStatus: 'verified' })).id;
  civic = (
    await aCar({
      make: 'Honda',
      modelName: 'Civic',
      trim: 'EX',
      year: 2019,
      mileage: 30_000,
      resalePrice: 17_000,
      zip: '98101',
      createdAt: listedAt(1),
    })
  ).id;
  camry = (await aCar({ resalePrice: 21_000, year: 2021, createdAt: listedAt(2), sellerId: verifiedSeller }))
    .id;
  portland = (
    await aCar(
      {
        make: 'Ford',
        modelName: 'Escape',
        trim: null,
        year: 2018,
        mileage: 60_000,
        resalePrice: 14_000,
        fuelType: 'hybrid',
        drivetrain: 'AWD',
        exteriorColor: 'blue',
        zip: '97201',
        createdAt: listedAt(3),
      },
      suv,
    )
  ).id;
  sold = (await aCar({ saleStatus: 'sold', createdAt: listedAt(0) })).id;
});

describe('GET /api/search', () => {
  it('answers every car for sale, newest first, with counts beside every facet value', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(searchAnswer.parse(body)).toBeTruthy();
    expect(ids(body)).toEqual([civic, camry, portland]);
    expect(body.total).toBe(3);
    expect(body.next).toBeNull();
    expect(body.facets.make).toEqual([
      { value: 'Ford', count: 1 },
      { value: 'Honda', count: 1 },
      { value: 'Toyota', count: 1 },
    ]);
    expect(body.facets.bodyType).toEqual([
      { value: 'Sedan', count: 2 },
      { value: 'SUV', count: 1 },
    ]);
    expect(body.cars[0]).toMatchObject({
      _id: civic,
      make: 'Honda',
      modelName: 'Civic',
      trim: 'EX',
      year: 2019,
      mileage: 30_000,
      resalePrice: 17_000,
      zip: '98101',
      location: 'Seattle, WA',
      dealRating: null,
      priceDrop: null,
      listedAt: listedAt(1).toISOString(),
    });
    expect(body.cars[1]!.sellerStatus).toBe('verified');
    expect(body.cars[0]).not.toHaveProperty('distance');
    expect(ids(body)).not.toContain(sold);
  });

  it('keeps a facet counting its other values when one of them is chosen, and the others narrowed', async () => {
    const { body } = await search('make=Honda&bodyType=Sedan');
    expect(ids(body)).toEqual([civic]);
    // make ignores its own choice (Honda and Toyota sedans), bodyType ignores its own (the Honda's body types).
    expect(body.facets.make).toEqual([
      { value: 'Honda', count: 1 },
      { value: 'Toyota', count: 1 },
    ]);
    expect(body.facets.bodyType).toEqual([{ value: 'Sedan', count: 1 }]);
    expect(body.facets.fuelType).toEqual([{ value: 'gasoline', count: 1 }]);
    const chosenButEmpty = await search('make=Honda&fuelType=diesel');
    expect(chosenButEmpty.body.total).toBe(0);
    expect(chosenButEmpty.body.facets.fuelType).toEqual([
      { value: 'gasoline', count: 1 },
      { value: 'diesel', count: 0 },
    ]);
  });

  it('filters by each parameter', async () => {
    const cases: [string, string[]][] = [
      ['make=honda', [civic]],
      ['make=Honda&make=Ford', [civic, portland]],
      ['modelName=Camry', [camry]],
      ['bodyType=SUV', [portland]],
      ['fuelType=hybrid', [portland]],
      ['transmission=automatic', [civic, camry, portland]],
      ['drivetrain=AWD', [portland]],
      ['exteriorColor=blue', [portland]],
      ['conditionType=Good', [civic, camry, portland]],
      ['priceMin=15000', [civic, camry]],
      ['priceMax=17000', [civic, portland]],
      ['priceMin=17000&priceMax=17000', [civic]],
      ['yearMin=2019', [civic, camry]],
      ['yearMax=2019', [civic, portland]],
      ['mileageMax=48000', [civic, camry]],
      ['verified=true', [camry]],
      ['zip=98101&radius=250', [civic, portland]],
      ['zip=98101&radius=100', [civic]],
      ['make=Porsche', []],
    ];
    for (const [query, expected] of cases) {
      const { status, body } = await search(query);
      expect({ query, status, cars: ids(body) }).toEqual({ query, status: 200, cars: expected });
      expect(body.total).toBe(expected.length);
    }
  });

  it("measures distance as PostgreSQL's earthdistance does: Seattle 98101 to Portland 97201, about 146 miles", async () => {
    await db.execute(sql`create extension if not exists cube`);
    await db.execute(sql`create extension if not exists earthdistance`);
    const miles = async (from: string, to: string) => {
      const [a, b] = [zipLocation(from)!, zipLocation(to)!];
      const result = await db.execute<{ miles: number }>(
        sql`select earth_distance(ll_to_earth(${a.latitude}, ${a.longitude}), ll_to_earth(${b.latitude}, ${b.longitude}))
                   / 1609.344 as miles`,
      );
      return Math.round(result.rows[0]!.miles * 10) / 10;
    };
    // The zipcodes table's centres put Portland 146.5 miles from Seattle (its own great-circle figure: 146).
    expect(await miles('98101', '97201')).toBe(146.5);
    const { body } = await search('zip=98101&sort=distance');
    expect(body.cars.map((car) => [car._id, car.distance])).toEqual([
      [civic, 0],
      [portland, await miles('98101', '97201')],
      [camry, await miles('98101', '78701')],
    ]);
  });

  it('sorts each way', async () => {
    const order = async (sort: string) => ids((await search(`sort=${sort}`)).body);
    expect(await order('newest')).toEqual([civic, camry, portland]);
    expect(await order('price_asc')).toEqual([portland, civic, camry]);
    expect(await order('price_desc')).toEqual([camry, civic, portland]);
    expect(await order('mileage_asc')).toEqual([civic, camry, portland]);
    expect(await order('year_desc')).toEqual([camry, civic, portland]);
    // No car has five comparables: none is rated, so the newest come first.
    expect(await order('best_deal')).toEqual([civic, camry, portland]);
  });

  it('finds keywords with typos and offers a respelling when nothing matches', async () => {
    expect(ids((await search('q=civic')).body)).toEqual([civic]);
    expect(ids((await search('q=civc')).body)).toEqual([civic]);
    expect(ids((await search('q=toyta')).body)).toEqual([camry]);
    expect(ids((await search('q=honda%20ex')).body)).toEqual([civic]);
    expect(ids((await search('q=test%20car')).body)).toEqual([civic, camry, portland]);
    const nothing = (await search('q=cevik')).body;
    expect(nothing.total).toBe(0);
    expect(nothing.didYouMean).toBe('Civic');
    const hopeless = (await search('q=zzzzzz')).body;
    expect(hopeless).not.toHaveProperty('didYouMean');
  });

  it('refuses what it cannot answer, naming the parameter', async () => {
    const refusals: [string, string][] = [
      ['make=Hondaa', 'make'],
      ['modelName=Nonesuch', 'modelName'],
      ['bodyType=Spaceship', 'bodyType'],
      ['fuelType=steam', 'fuelType'],
      ['deal=superb', 'deal'],
      ['priceMin=cheap', 'priceMin'],
      ['priceMin=20000&priceMax=10000', 'priceMin'],
      ['yearMin=2020&yearMax=2010', 'yearMin'],
      ['mileageMax=-1', 'mileageMax'],
      ['verified=yes', 'verified'],
      ['zip=00000', 'zip'],
      ['zip=9810', 'zip'],
      ['radius=100', 'radius'],
      ['zip=98101&radius=75', 'radius'],
      ['sort=distance', 'sort'],
      ['sort=cheapest', 'sort'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['after=forged', 'after'],
      ['q=a&q=b', 'q'],
    ];
    for (const [query, parameter] of refusals) {
      const { status, body } = await search(query);
      expect({ query, status, error: body.error }).toEqual({ query, status: 400, error: 'BAD_REQUEST' });
      expect(body.message).toContain(parameter);
    }
  });

  it('pages with signed cursors and refuses a forged or foreign one', async () => {
    const first = (await search('limit=2')).body;
    expect(ids(first)).toEqual([civic, camry]);
    const second = (await search(`limit=2&after=${encodeURIComponent(first.next!)}`)).body;
    expect(ids(second)).toEqual([portland]);
    expect(second.next).toBeNull();
    const [payload, signature] = first.next!.split('.');
    const tampered = Buffer.from(
      JSON.stringify(['newest', 0, listedAt(1).getTime(), 'ffffffff-ffff-4fff-bfff-ffffffffffff']),
    ).toString('base64url');
    expect((await search(`limit=2&after=${tampered}.${signature}`)).status).toBe(400);
    expect((await search(`limit=2&after=${payload}.${signature}x`)).status).toBe(400);
    expect((await search(`limit=2&sort=price_asc&after=${encodeURIComponent(first.next!)}`)).status).toBe(
      400,
    );
  });

  it('is exact on another server on the same database the moment a write commits', async () => {
    const other = await buildTestApp({ databaseOf: { databaseUrl } });
    const onOther = async (query: string) =>
      (await other.app.inject({ method: 'GET', url: `/api/search?${query}` })).json() as SearchAnswer;
    expect(ids(await onOther('make=Honda'))).toEqual([civic]);
    const fresh = await aCar({ make: 'Honda', modelName: 'Accord', createdAt: listedAt(-1) });
    expect(ids(await onOther('make=Honda'))).toEqual([fresh.id, civic]);
    await db.update(cars).set({ saleStatus: 'sold' }).where(eq(cars.id, fresh.id));
    expect(ids(await onOther('make=Honda'))).toEqual([civic]);
    await db.update(cars).set({ resalePrice: 9_000 }).where(eq(cars.id, civic));
    expect((await onOther('make=Honda')).cars[0]!.resalePrice).toBe(9_000);
    expect(ids(await onOther('make=Honda&priceMax=10000'))).toEqual([civic]);
    await db.update(accounts).set({ sellerStatus: 'verified' }).where(eq(accounts.id, seller));
    expect((await onOther('verified=true')).total).toBe(3);
    await db.update(accounts).set({ sellerStatus: null }).where(eq(accounts.id, seller));
    await db.update(cars).set({ resalePrice: 17_000 }).where(eq(cars.id, civic));
    await db.delete(cars).where(eq(cars.id, fresh.id));
    expect((await onOther('')).total).toBe(3);
  });

  it('hides reserved cars when asked, counts them, and follows a reservation as it starts and ends', async () => {
    const mazda = await aCar({ make: 'Mazda', modelName: 'MX-5', createdAt: listedAt(-2) });
    const buyer = await createAccount(db);
    const free = (await search('make=Mazda')).body;
    expect([free.total, free.reservedCount, free.cars[0]!.reservedUntil]).toEqual([1, 0, null]);
    const held = await createReservation(db, { carId: mazda.id, buyerId: buyer.id });
    const shown = (await search('make=Mazda')).body;
    expect([shown.total, shown.reservedCount]).toEqual([1, 1]);
    expect(shown.cars[0]!.reservedUntil).toBe(held.expiresAt.toISOString());
    const hidden = (await search('make=Mazda&hideReserved=true')).body;
    expect([hidden.total, hidden.reservedCount, hidden.cars]).toEqual([0, 1, []]);
    expect((await search('hideReserved=true')).body.facets.make).not.toContainEqual(
      expect.objectContaining({ value: 'Mazda' }),
    );
    expect((await search('hideReserved=true')).body.total).toBe(3);
    await db.update(reservations).set({ state: 'expired' }).where(eq(reservations.id, held.id));
    const again = (await search('make=Mazda&hideReserved=true')).body;
    expect([again.total, again.reservedCount, again.cars[0]!.reservedUntil]).toEqual([1, 0, null]);
    const refused = await search('hideReserved=yes');
    expect([refused.status, refused.body.message]).toEqual([400, 'hideReserved can only be true']);
    await db.delete(cars).where(eq(cars.id, mazda.id));
  });
});

describe('a search answered again', () => {
  const asked = (encoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/search?sort=price_asc',
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  it('is compressed as the client accepts, the same bytes each time, and reads as the plain answer', async () => {
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const decoded = {
      gzip: (bytes: Buffer) => zlib.gunzipSync(bytes),
      br: (bytes: Buffer) => zlib.brotliDecompressSync(bytes),
    };
    for (const [header, encoding] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      const first = await asked(header);
      const again = await asked(header);
      expect([header, first.headers['content-encoding']]).toEqual([header, encoding]);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const bytes = encoding ? decoded[encoding](first.rawPayload) : first.rawPayload;
      expect(JSON.parse(bytes.toString('utf8'))).toEqual(plain.json());
      if (encoding) expect(first.headers.vary).toContain('accept-encoding');
    }
  });
});

describe('GET /api/search/suggest', () => {
  it('suggests makes and models starting with what was typed, or its respelling', async () => {
    const suggest = async (q: string) =>
      (await app.inject({ method: 'GET', url: `/api/search/suggest?q=${q}` })).json();
    expect(await suggest('hon')).toEqual([
      { text: 'Honda', make: 'Honda' },
      { text: 'Honda Civic', make: 'Honda', modelName: 'Civic' },
    ]);
    expect(await suggest('civ')).toEqual([{ text: 'Honda Civic', make: 'Honda', modelName: 'Civic' }]);
    expect(await suggest('toyta')).toEqual([
      { text: 'Toyota', make: 'Toyota' },
      { text: 'Toyota Camry', make: 'Toyota', modelName: 'Camry' },
    ]);
    expect(await suggest('')).toEqual([]);
  });
});

describe('keywords of at most 100 characters', () => {
  const emoji = (count: number) => encodeURIComponent('🚗'.repeat(count));
  const ask = async (path: string, count: number) =>
    (await app.inject({ method: 'GET', url: `${path}?q=${emoji(count)}` })).statusCode;

  it('count characters, not UTF-16 units, on the search and on its suggestions alike', async () => {
    expect(await ask('/api/search', 100)).toBe(200);
    expect(await ask('/api/search', 101)).toBe(400);
    expect(await ask('/api/search/suggest', 100)).toBe(200);
    expect(await ask('/api/search/suggest', 101)).toBe(400);
  });
});
