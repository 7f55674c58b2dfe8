import { maxSavedSearches } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

let now = new Date('2026-05-04T09:00:00Z');
const { app, db } = await buildTestApp({ clock: () => now });

let buyer: Awaited<ReturnType<typeof signedUpAccount>>;
let otherBuyer: Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Awaited<ReturnType<typeof signedUpAccount>>;
let wagonModelId: string;

beforeAll(async () => {
  wagonModelId = (await createCarModel(db, 'Wagon')).id;
  await createCarModel(db, 'Pickup');
  [buyer, otherBuyer, seller] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
  ]);
});

const save = (person: { token: string } | undefined, payload: object) =>
  app.inject({ method: 'POST', url: '/api/saved-searches', headers: bearer(person), payload });
const list = (person: { token: string } | undefined) =>
  app.inject({ method: 'GET', url: '/api/saved-searches', headers: bearer(person) });
const edit = (person: { token: string } | undefined, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/saved-searches/${id}`, headers: bearer(person), payload });
const visit = (person: { token: string } | undefined, id: string) =>
  app.inject({ method: 'POST', url: `/api/saved-searches/${id}/visit`, headers: bearer(person) });
const remove = (person: { token: string } | undefined, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: bearer(person) });

describe('saved searches', () => {
  it('keeps a search in its stable form, with its name, frequency and time zone', async () => {
    const saved = await save(buyer, {
      name: 'Hondas under $15,000',
      query: '?priceMax=15000&make=Honda&utm_source=mail&fuelType=hybrid&fuelType=gasoline',
      frequency: 'instant',
      timeZone: 'America/Chicago',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Hondas under $15,000',
      query: 'make=Honda&fuelType=gasoline&fuelType=hybrid&priceMax=15000',
      frequency: 'instant',
      timeZone: 'America/Chicago',
      createdAt: now.toISOString(),
      lastVisitedAt: now.toISOString(),
    });
    expect((await list(buyer)).json()).toEqual([saved.json()]);
    expect((await list(otherBuyer)).json()).toEqual([]);
  });

  it('refuses what the search would refuse, naming the parameter, and a search of everything', async () => {
    const refusals: [string, RegExp][] = [
      ['priceMin=9000&priceMax=100', /priceMin/],
      ['fuelType=steam', /fuelType must be one of/],
      ['radius=50', /radius needs a zip/],
      ['sort=distance', /sort=distance needs a zip/],
      ['mileageMax=lots', /mileageMax must be a whole number/],
      ['make=Zyxwv', /make: "Zyxwv" is not a make we know/],
      ['zip=00000', /zip: 00000 is not a US ZIP code we know/],
      ['', /Choose a keyword or at least one filter/],
      ['sort=price_asc', /Choose a keyword or at least one filter/],
    ];
    for (const [query, message] of refusals) {
      const refused = await save(buyer, { name: 'Bad', query, frequency: 'daily' });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toMatchObject({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(message),
      });
    }
    const zone = await save(buyer, {
      name: 'Zoned',
      query: 'make=Kia',
      frequency: 'daily',
      timeZone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toMatch(/timeZone/);
    const frequency = await save(buyer, { name: 'Often', query: 'make=Kia', frequency: 'hourly' });
    expect(frequency.json().message).toMatch(/frequency must be instant, daily or weekly/);
  });

  it('keeps only what the search itself accepts, so every saved link opens', async () => {
    const refused = await save(buyer, { name: 'Nul', query: 'q=a%00b&make=Kia', frequency: 'daily' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringMatching(/^q /) });
    const tooLong = await save(buyer, {
      name: 'Long',
      query: `q=${encodeURIComponent('🚗'.repeat(101))}`,
      frequency: 'daily',
    });
    expect(tooLong.statusCode).toBe(400);

    const kept = await save(buyer, {
      name: 'Emoji',
      query: `q=${encodeURIComponent('🚗'.repeat(100))}&make=Kia`,
      frequency: 'daily',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    for (const saved of (await list(buyer)).json() as { query: string }[]) {
      const opened = await app.inject({ method: 'GET', url: `/api/search?${saved.query}` });
      expect(opened.statusCode, saved.query).toBe(200);
    }
  });

  it('refuses the same search twice, saying under which name it is kept', async () => {
    await save(otherBuyer, {
      name: 'Manual wagons',
      query: 'transmission=manual&bodyType=Wagon',
      frequency: 'weekly',
    });
    const again = await save(otherBuyer, {
      name: 'Stick wagons',
      query: 'bodyType=Wagon&transmission=manual',
      frequency: 'daily',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You saved this search already as “Manual wagons”.');
  });

  it('renames and changes the frequency of its owner’s search only', async () => {
    const saved = (
      await save(buyer, { name: 'Pickups', query: 'bodyType=Pickup', frequency: 'daily' })
    ).json();
    const renamed = await edit(buyer, saved._id, { name: 'Work trucks', frequency: 'weekly' });
    expect(renamed.json()).toMatchObject({
      name: 'Work trucks',
      frequency: 'weekly',
      query: 'bodyType=Pickup',
    });
    expect((await edit(otherBuyer, saved._id, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await remove(otherBuyer, saved._id)).statusCode).toBe(404);
    expect((await visit(otherBuyer, saved._id)).statusCode).toBe(404);
    const nothing = await edit(buyer, saved._id, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/Nothing to change/);
    expect((await remove(buyer, saved._id)).json()).toEqual({ deletedCount: 1 });
    expect((await edit(buyer, saved._id, { name: 'Gone' })).statusCode).toBe(404);
  });

  it('answers since when cars are new on each visit, and counts from the visit on', async () => {
    now = new Date('2026-05-04T09:10:00Z');
    const saved = (
      await save(buyer, { name: 'Electric', query: 'fuelType=electric', frequency: 'daily' })
    ).json();
    now = new Date('2026-05-04T09:12:00Z');
    const first = await visit(buyer, saved._id);
    expect(first.json()).toMatchObject({
      newSince: '2026-05-04T09:10:00.000Z',
      savedSearch: { lastVisitedAt: '2026-05-04T09:12:00.000Z' },
    });
    now = new Date('2026-05-04T09:13:00Z');
    expect((await visit(buyer, saved._id)).json().newSince).toBe('2026-05-04T09:12:00.000Z');
  });

  it('counts the cars it shows that were listed since its owner last opened it', async () => {
    now = new Date('2026-05-04T09:13:10Z');
    const saved = (
      await save(buyer, { name: 'Cheap Subarus', query: 'make=Subaru&priceMax=12000', frequency: 'weekly' })
    ).json();
    expect(saved.newCount).toBe(0);
    const refs = { sellerId: (await createAccount(db)).id, modelId: wagonModelId };
    const subaru = { make: 'Subaru', modelName: 'Outback' } as const;
    await createCar(db, refs, {
      ...subaru,
      resalePrice: 11_000,
      createdAt: new Date('2026-05-04T09:13:05Z'),
    });
    await createCar(db, refs, {
      ...subaru,
      resalePrice: 11_500,
      createdAt: new Date('2026-05-04T09:13:20Z'),
    });
    await createCar(db, refs, {
      ...subaru,
      resalePrice: 19_000,
      createdAt: new Date('2026-05-04T09:13:25Z'),
    });
    await createCar(db, refs, { resalePrice: 9_000, createdAt: new Date('2026-05-04T09:13:30Z') });
    const counted = (await list(buyer)).json() as { _id: string; newCount: number }[];
    expect(counted.find((search) => search._id === saved._id)?.newCount).toBe(1);

    now = new Date('2026-05-04T09:13:40Z');
    expect((await visit(buyer, saved._id)).json().savedSearch.newCount).toBe(0);
    const afterVisit = (await list(buyer)).json() as { _id: string; newCount: number }[];
    expect(afterVisit.find((search) => search._id === saved._id)?.newCount).toBe(0);
  });

  it('keeps a monthly budget and its sort, and counts only the cars within the budget', async () => {
    const saved = await save(buyer, {
      name: 'Mazdas at $250 a month',
      query: '?sort=monthly_asc&monthlyMax=250&make=Mazda',
      frequency: 'weekly',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().query).toBe('make=Mazda&monthlyMax=250&sort=monthly_asc');
    now = new Date('2026-05-04T09:14:00Z');
    const refs = { sellerId: (await createAccount(db)).id, modelId: wagonModelId };
    const mazda = { make: 'Mazda', modelName: 'CX-5' } as const;
    // With the default terms (7.9 % APR, 60 months, 10 % down) $13,700 is $249 a month and $13,800 $251.
    await createCar(db, refs, { ...mazda, resalePrice: 13_700, createdAt: new Date('2026-05-04T09:14:10Z') });
    await createCar(db, refs, { ...mazda, resalePrice: 13_800, createdAt: new Date('2026-05-04T09:14:20Z') });
    const counted = (await list(buyer)).json() as { _id: string; newCount: number }[];
    expect(counted.find((search) => search._id === saved.json()._id)?.newCount).toBe(1);
    expect(
      (await save(buyer, { name: 'Too much', query: 'monthlyMax=1000001', frequency: 'weekly' })).json(),
    ).toMatchObject({ message: expect.stringMatching(/^monthlyMax must be between/) });
  });

  it('is a buyer’s: a visitor signs in, a seller is refused', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const sellers = await save(seller, { name: 'Mine', query: 'make=Kia', frequency: 'daily' });
    expect(sellers.statusCode).toBe(403);
  });

  it(`holds at most ${maxSavedSearches} searches an account, even when saves arrive together`, async () => {
    const collector = await signedUpAccount(app, 'buyer');
    const answers = await Promise.all(
      Array.from({ length: maxSavedSearches + 3 }, (_, index) =>
        save(collector, {
          name: `Search ${index}`,
          query: `priceMax=${1_000 * (index + 1)}`,
          frequency: 'daily',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(maxSavedSearches);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      `You can keep up to ${maxSavedSearches} saved searches: delete one first.`,
    );
  });
});
