import type { ComparablesAnswer, SearchAnswer } from '@second-gear/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { cars } from '../cars/cars.table.ts';

// A fixed clock: sold cars count as comparables for twelve months before it, whatever day the tests run.
const now = new Date('2026-06-15T12:00:00Z');
const { app, db } = await buildTestApp({ clock: () => now });
const monthsAgo = (months: number) => new Date(Date.UTC(2026, 5 - months, 15, 12));

let modelId: string;
let sellerId: string;

/** A car of `make` `modelName`, priced and driven as given. */
const aCar = (
  year: number,
  resalePrice: number,
  mileage: number,
  more: Parameters<typeof createCar>[2] = {},
) =>
  createCar(
    db,
    { sellerId, modelId },
    { make: 'Honda', modelName: 'Accord', year, resalePrice, mileage, ...more },
  );

/** Five comparables priced $10,000 at 50,000 miles, in a model year of their own (years more than one apart). */
async function fiveComparables(year: number, mileage = 50_000) {
  for (let index = 0; index < 5; index++) await aCar(year + (index % 2), 10_000, mileage);
}

const carPage = async (id: string) => (await app.inject({ method: 'GET', url: `/api/cars/${id}` })).json();
const comparables = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/api/cars/${id}/comparables` })).json() as ComparablesAnswer;
const search = async (query: string) =>
  (await app.inject({ method: 'GET', url: `/api/search?${query}` })).json() as SearchAnswer;

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Sedan')).id;
  sellerId = (await createAccount(db)).id;
});

describe('deal ratings', () => {
  it('puts each car in its band at the published edges, the same on the car page and in the search', async () => {
    const edges: [price: number, percent: number, band: string][] = [
      [9_000, -10, 'great'],
      [9_010, -9.9, 'good'],
      [9_700, -3, 'good'],
      [9_710, -2.9, 'fair'],
      [10_290, 2.9, 'fair'],
      [10_300, 3, 'high'],
      [11_000, 10, 'high'],
      [11_010, 10.1, 'overpriced'],
    ];
    const rated: string[] = [];
    for (const [index, [price, percent, band]] of edges.entries()) {
      const year = 1960 + index * 4;
      await fiveComparables(year);
      const car = await aCar(year, price, 50_000);
      rated.push(car.id);
      const expected = { band, expectedPrice: 10_000, percent, comparables: 5 };
      expect((await carPage(car.id)).dealRating).toEqual(expected);
      const found = await search(
        `make=Honda&yearMin=${year}&yearMax=${year}&priceMin=${price}&priceMax=${price}`,
      );
      expect(found.cars.map((shown) => [shown._id, shown.dealRating])).toEqual([[car.id, expected]]);
    }
    const bands = await search('make=Honda&modelName=Accord&limit=100');
    expect(bands.facets.deal.map((entry) => entry.value)).toEqual([
      'great',
      'good',
      'fair',
      'high',
      'overpriced',
    ]);
    const best = await search('make=Honda&sort=best_deal&limit=100');
    const order = best.cars.map((shown) => shown._id).filter((id) => rated.includes(id));
    expect(order).toEqual(rated);
    const great = await search('deal=great&limit=100');
    expect(great.cars.map((shown) => shown._id)).toContain(rated[0]);
    expect(great.cars.every((shown) => shown.dealRating?.band === 'great')).toBe(true);
  });

  it('moves comparables to the car’s mileage: 8 cents a mile', async () => {
    await fiveComparables(2001, 60_000);
    const car = await aCar(2001, 10_800, 50_000);
    expect((await carPage(car.id)).dealRating).toEqual({
      band: 'fair',
      expectedPrice: 10_800,
      percent: 0,
      comparables: 5,
    });
    const listed = await comparables(car.id);
    expect(listed.comparables).toHaveLength(5);
    expect(listed.comparables.every((comparable) => comparable.adjustedPrice === 10_800)).toBe(true);
    expect(listed.comparables[0]).toMatchObject({
      resalePrice: 10_000,
      mileage: 60_000,
      saleStatus: 'available',
    });
  });

  it('rates nothing below five comparables; sold cars of the last twelve months count, older ones do not', async () => {
    const year = 2011;
    for (let index = 0; index < 4; index++) await aCar(year, 10_000, 50_000);
    const car = await aCar(year, 9_000, 50_000);
    expect((await carPage(car.id)).dealRating).toBeNull();
    expect((await comparables(car.id)).comparables).toHaveLength(4);
    await aCar(year, 10_000, 50_000, { saleStatus: 'sold', soldAt: monthsAgo(13) });
    expect((await carPage(car.id)).dealRating).toBeNull();
    const [found] = (await search(`yearMin=${year}&yearMax=${year}&priceMax=9000`)).cars;
    expect(found?.dealRating).toBeNull();
    const recent = await aCar(year, 10_000, 50_000, { saleStatus: 'sold', soldAt: monthsAgo(11) });
    const rating = { band: 'great', expectedPrice: 10_000, percent: -10, comparables: 5 };
    expect((await carPage(car.id)).dealRating).toEqual(rating);
    const [again] = (await search(`yearMin=${year}&yearMax=${year}&priceMax=9000`)).cars;
    expect(again?.dealRating).toEqual(rating);
    expect(
      (await comparables(car.id)).comparables.find((comparable) => comparable._id === recent.id),
    ).toMatchObject({
      saleStatus: 'sold',
    });
  });

  it('follows a price change and a sale at once, and has no rating for a sold car', async () => {
    const year = 2016;
    await fiveComparables(year);
    const car = await aCar(year, 10_000, 50_000);
    expect((await carPage(car.id)).dealRating).toMatchObject({ band: 'fair' });
    await db.update(cars).set({ resalePrice: 8_000 }).where(eq(cars.id, car.id));
    expect((await carPage(car.id)).dealRating).toMatchObject({ band: 'great', percent: -20 });
    const [found] = (await search(`yearMin=${year}&yearMax=${year}&priceMax=8000`)).cars;
    expect(found?.dealRating).toMatchObject({ band: 'great', percent: -20 });
    await db.update(cars).set({ saleStatus: 'sold' }).where(eq(cars.id, car.id));
    expect((await carPage(car.id)).dealRating).toBeNull();
  });

  it('answers 404 for the comparables of a car that does not exist', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/cars/00000000-0000-4000-8000-000000000000/comparables',
    });
    expect(response.statusCode).toBe(404);
  });
});
