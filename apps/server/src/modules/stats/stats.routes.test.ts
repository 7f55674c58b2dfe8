import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bookCar } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

// Late in a UTC day, so the next day is minutes away (access tokens are short-lived).
const late = new Date('2026-03-10T23:50:00Z');
let now = late;
const clock = () => now;
const first = await buildTestApp({ clock });
// A second server on the same database: what each of them counts must add up exactly.
const second = await buildTestApp({ databaseOf: first, secret: first.secret, clock });
const { app, db, pool } = first;

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Person;
let otherSeller: Person;
let buyer: Person;
let sellerId: string;
let modelId: string;

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const accountId = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;

const aCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId, modelId }, { createdAt: new Date('2026-03-01T09:00:00Z'), ...overrides });

/** A car page read from `address` with `userAgent`, signed in as `person` when given. */
const readPage = (
  server: typeof app,
  carId: string,
  {
    address = '203.0.113.7',
    userAgent = browser,
    person,
  }: { address?: string; userAgent?: string; person?: Person } = {},
) =>
  server.inject({
    method: 'GET',
    url: `/api/cars/${carId}`,
    remoteAddress: address,
    headers: { 'user-agent': userAgent, ...bearer(person) },
  });

const stats = (person: Person | undefined, carId: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/products/${carId}/stats${query}`, headers: bearer(person) });

const flushBoth = () => Promise.all([app.listingCounts.flush(), second.app.listingCounts.flush()]);

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Stats Sedan')).id;
  [seller, otherSeller, buyer] = await Promise.all([
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'buyer'),
  ]);
  sellerId = await accountId(seller);
});

describe('counting what happens to a listing', () => {
  it('counts unique visitors a day exactly when two servers see them at once', async () => {
    const car = await aCar();
    const visitors = Array.from({ length: 12 }, (_, index) => `198.51.100.${index + 1}`);
    // Every visitor reads the page three times, on both servers, all at once.
    const reads = visitors.flatMap((address, index) =>
      [app, second.app, index % 2 ? app : second.app].map((server) => readPage(server, car.id, { address })),
    );
    const answers = await Promise.all(reads);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await flushBoth();
    const { json } = await stats(seller, car.id, '?days=7');
    expect(json()).toMatchObject({ views: 12 });
    expect(json().series.at(-1)).toMatchObject({ date: '2026-03-10', views: 12 });

    // The same visitor again that day, on either server: still one.
    await readPage(second.app, car.id, { address: visitors[0] });
    await readPage(app, car.id, { address: visitors[0] });
    await flushBoth();
    expect((await stats(seller, car.id, '?days=7')).json().views).toBe(12);

    // Another browser at the same address is someone else; the next day the first visitor counts again.
    await readPage(app, car.id, { address: visitors[0], userAgent: `${browser} Edg/131.0` });
    now = new Date('2026-03-11T00:02:00Z');
    await readPage(second.app, car.id, { address: visitors[0] });
    await flushBoth();
    const later = (await stats(seller, car.id, '?days=2')).json();
    now = late;
    expect(later.views).toBe(14);
    expect(later.series).toMatchObject([
      { date: '2026-03-10', views: 13 },
      { date: '2026-03-11', views: 1 },
    ]);
  });

  it('adds impressions from both servers without losing any', async () => {
    const car = await aCar({ productName: 'Impression Wagon' });
    const searches = Array.from({ length: 20 }, (_, index) =>
      (index % 2 ? app : second.app).inject({
        method: 'GET',
        url: '/api/search?sort=newest&limit=100',
        headers: { 'user-agent': browser },
      }),
    );
    const answers = await Promise.all(searches);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[0]!.json().cars.map((shown: { _id: string }) => shown._id)).toContain(car.id);
    // Flushed in halves, while the other server writes too.
    await Promise.all([flushBoth(), flushBoth()]);
    expect((await stats(seller, car.id)).json().impressions).toBe(20);
  });

  it('counts neither crawlers, nor callers without a browser, nor the seller reading their own page', async () => {
    const car = await aCar();
    await readPage(app, car.id, { userAgent: crawler });
    await readPage(app, car.id, { userAgent: '' });
    await readPage(app, car.id, { person: seller, address: '192.0.2.50' });
    await app.inject({
      method: 'GET',
      url: '/api/search?sort=newest&limit=100',
      headers: { 'user-agent': crawler },
    });
    await flushBoth();
    expect((await stats(seller, car.id)).json()).toMatchObject({ views: 0, impressions: 0 });

    await readPage(app, car.id, { person: buyer, address: '192.0.2.51' });
    await flushBoth();
    expect((await stats(seller, car.id)).json().views).toBe(1);
  });

  it('keeps impressions and visitors for the next flush when the database refuses one', async () => {
    const car = await aCar({ productName: 'Refused Flush Coupe' });
    await app.inject({
      method: 'GET',
      url: '/api/search?sort=newest&limit=100',
      headers: { 'user-agent': browser },
    });
    await readPage(app, car.id, { address: '192.0.2.70' });
    await second.app.listingCounts.flush();
    await pool.query('alter table listing_impressions rename to listing_impressions_away');
    try {
      await app.listingCounts.flush();
    } finally {
      await pool.query('alter table listing_impressions_away rename to listing_impressions');
    }
    expect((await stats(seller, car.id)).json()).toMatchObject({ views: 0, impressions: 0 });
    await app.listingCounts.flush();
    expect((await stats(seller, car.id)).json()).toMatchObject({ views: 1, impressions: 1 });
  });

  it('writes what a closing server tallied before it lets go', async () => {
    const third = await buildTestApp({ databaseOf: first, secret: first.secret, clock });
    const car = await aCar();
    await readPage(third.app, car.id, { address: '192.0.2.90' });
    await third.app.close();
    expect((await stats(seller, car.id)).json().views).toBe(1);
  });
});

describe('GET /api/products/:id/stats', () => {
  it("answers the window's days oldest first, zero days included, with saves, messages and bookings from their modules", async () => {
    // Similar cars: the same make and model, years apart by at most the deal rating's window.
    const similar = { make: 'Mazda', modelName: 'CX-5', year: 2019 };
    const car = await aCar({ ...similar, resalePrice: 15_000 });
    await aCar({ ...similar, resalePrice: 14_000 });
    await aCar({ ...similar, resalePrice: 17_000 });
    now = new Date('2026-03-08T10:00:00Z');
    expect(
      (await app.inject({ method: 'PUT', url: `/api/favorites/${car.id}`, headers: bearer(buyer) }))
        .statusCode,
    ).toBe(200);
    now = late;
    const asked = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(buyer),
      payload: { carId: car.id, text: 'Is it still for sale?' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await bookCar(app, buyer, car.id);

    const answer = await stats(seller, car.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      saves: 1,
      messages: 1,
      bookings: 1,
      offers: 0,
      testDrives: 0,
      daysOnMarket: 9,
      position: { rank: 2, of: 3 },
    });
    expect(body.series).toHaveLength(30);
    expect(body.series[0].date).toBe('2026-02-09');
    expect(body.series.at(-1).date).toBe('2026-03-10');
    expect(body.series.find((day: { date: string }) => day.date === '2026-03-08')).toEqual({
      date: '2026-03-08',
      impressions: 0,
      views: 0,
      saves: 1,
      messages: 0,
    });
    expect(body.series.find((day: { date: string }) => day.date === '2026-03-09')).toEqual({
      date: '2026-03-09',
      impressions: 0,
      views: 0,
      saves: 0,
      messages: 0,
    });
    // The saving is three days old: outside a two-day window.
    expect((await stats(seller, car.id, '?days=2')).json()).toMatchObject({ saves: 0, messages: 1 });
  });

  it('refuses a window outside 1 to 90 days, naming days', async () => {
    const car = await aCar();
    for (const days of ['0', '91', 'week', '2.5']) {
      const refused = await stats(seller, car.id, `?days=${days}`);
      expect(refused.statusCode, days).toBe(400);
      expect(refused.json().message).toContain('days');
    }
    expect((await stats(seller, car.id, '?days=90')).json().series).toHaveLength(90);
  });

  it("is the car's seller's only", async () => {
    const car = await aCar();
    expect((await stats(otherSeller, car.id)).statusCode).toBe(403);
    expect((await stats(buyer, car.id)).statusCode).toBe(403);
    expect((await stats(undefined, car.id)).statusCode).toBe(401);
    expect((await stats(seller, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/products/stats', () => {
  it("gives each of the seller's cars its headline numbers, and nothing of anyone else's", async () => {
    const car = await aCar();
    await readPage(app, car.id, { address: '192.0.2.77' });
    await flushBoth();
    const answer = await app.inject({ method: 'GET', url: '/api/products/stats', headers: bearer(seller) });
    expect(answer.statusCode, answer.body).toBe(200);
    const mine = answer.json() as { carId: string; views: number }[];
    expect(mine.find((row) => row.carId === car.id)).toMatchObject({ views: 1, saves: 0, messages: 0 });
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/products/stats',
      headers: bearer(otherSeller),
    });
    expect(theirs.json()).toEqual([]);
  });
});
