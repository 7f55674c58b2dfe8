import { dealBandOf, dealPercentOf, type Valuation, type ValuationComparables } from '@second-gear/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { aListingBody, uploadPhoto } from '../../../test/listings.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

// A fixed clock: sold cars count as comparables for twelve months before it, whatever day the tests run.
const now = new Date('2026-06-15T12:00:00Z');
const { app, db } = await buildTestApp({ clock: () => now });
const day = 86_400_000;
const since = new Date('2025-06-15T00:00:00Z');

const models = new Map<string, string>();
let sellerId: string;

beforeAll(async () => {
  for (const model of ['Sedan', 'SUV', 'Coupe']) models.set(model, (await createCarModel(db, model)).id);
  sellerId = (await createAccount(db)).id;
});

/** A fixture row as the brute force reads it. */
interface Row {
  make: string;
  modelName: string;
  bodyType: string;
  year: number;
  mileage: number;
  resalePrice: number;
  createdAt: Date;
  soldAt: Date | null;
  hidden: boolean;
}

async function addCar(row: Row) {
  await createCar(
    db,
    { sellerId, modelId: models.get(row.bodyType)! },
    {
      make: row.make,
      modelName: row.modelName,
      year: row.year,
      mileage: row.mileage,
      resalePrice: row.resalePrice,
      createdAt: row.createdAt,
      saleStatus: row.soldAt ? 'sold' : 'available',
      soldAt: row.soldAt,
      ...(row.hidden
        ? { hiddenAt: row.createdAt, hiddenBy: 'moderator' as const, hiddenReason: 'A fixture.' }
        : {}),
    },
  );
}

const value = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/valuation?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Valuation;
};
const refusal = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/valuation?${query}` });
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { error: string; message: string }).message;
};

/** The `p` quantile of sorted numbers, interpolated between neighbours (as PostgreSQL's percentile_cont). */
function quantile(sorted: number[], p: number): number {
  const at = p * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

describe('GET /api/valuation', () => {
  it('equals a brute-force computation over a fixture catalogue', async () => {
    // A seeded generator: the same catalogue every run.
    let seed = 20260615;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const rows: Row[] = [];
    for (let index = 0; index < 90; index++) {
      const createdAt = new Date(now.getTime() - (30 + next(600)) * day - next(86_400) * 1000);
      const sold = next(10) < 4;
      const soldAt = sold
        ? new Date(Math.min(now.getTime() - day, createdAt.getTime() + (1 + next(120)) * day))
        : null;
      rows.push({
        make: 'Honda',
        modelName: index % 9 === 0 ? 'Civic' : 'Accord',
        bodyType: 'Sedan',
        year: 2012 + next(9),
        mileage: 5_000 + next(6_000) * 25,
        resalePrice: 6_000 + next(22_000),
        createdAt,
        soldAt,
        hidden: next(30) === 0,
      });
    }
    for (const row of rows) await addCar(row);

    for (const [year, mileage] of [
      [2013, 40_000],
      [2015, 88_125],
      [2016, 120_000],
      [2018, 15_050],
      [2020, 61_000],
    ] as const) {
      const comparables: Row[] = [];
      for (const row of rows) {
        if (row.modelName !== 'Accord' || row.hidden || Math.abs(row.year - year) > 1) continue;
        if (row.soldAt && row.soldAt < since) continue;
        comparables.push(row);
      }
      expect(comparables.length).toBeGreaterThanOrEqual(5);
      // Each comparable's price moved by 8 cents a mile to the car's mileage, in cents.
      const adjusted = comparables
        .map((row) => row.resalePrice * 100 + 8 * (row.mileage - mileage))
        .sort((a, b) => a - b);
      const days = comparables
        .filter((row) => row.soldAt)
        .map((row) => (row.soldAt!.getTime() - row.createdAt.getTime()) / day)
        .sort((a, b) => a - b);
      const answer = await value(`make=Honda&modelName=Accord&year=${year}&mileage=${mileage}&zip=78701`);
      expect(answer).toMatchObject({
        make: 'Honda',
        modelName: 'Accord',
        year,
        mileage,
        location: 'Austin, TX',
        method: 'same-model',
        comparables: comparables.length,
        expectedPrice: Math.round(quantile(adjusted, 0.5) / 100),
        low: Math.round(quantile(adjusted, 0.25) / 100),
        high: Math.round(quantile(adjusted, 0.75) / 100),
        daysToSell: days.length === 0 ? null : Math.round(quantile(days, 0.5)),
        message: null,
      });
      const expected = answer.expectedPrice!;
      for (const [band, edge] of Object.entries(answer.bands!)) {
        expect(dealBandOf(dealPercentOf(edge, expected))).toBe(band);
        expect(dealBandOf(dealPercentOf(edge + 1, expected))).not.toBe(band);
      }
      const listed = (
        await app.inject({
          method: 'GET',
          url: `/api/valuation/comparables?make=Honda&modelName=Accord&year=${year}&mileage=${mileage}&zip=78701`,
        })
      ).json() as ValuationComparables;
      expect(listed.total).toBe(comparables.length);
      expect(listed.comparables.map((car) => car.adjustedPrice * 100)).toEqual(
        adjusted.map((cents) => Math.round(cents / 100) * 100),
      );
    }
  });

  it('widens the net in its published order and says which step it used', async () => {
    const car = (modelName: string, bodyType: string, year: number, make = 'Mazda'): Row => ({
      make,
      modelName,
      bodyType,
      year,
      mileage: 50_000,
      resalePrice: 10_000 + year,
      createdAt: new Date(now.getTime() - 40 * day),
      soldAt: null,
      hidden: false,
    });
    // Same model, year ±1: five.
    for (const year of [2017, 2018, 2018, 2019, 2019]) await addCar(car('CX-5', 'SUV', year));
    // Year ±1 has two, year ±2 five.
    for (const year of [2009, 2010, 2011, 2012, 2008]) await addCar(car('CX-5', 'SUV', year));
    // One of the model near 2000; four other SUVs of another make within two years.
    await addCar(car('CX-5', 'SUV', 2000));
    for (const year of [1998, 1999, 2001, 2002]) await addCar(car('RAV4', 'SUV', year, 'Toyota'));
    // A sedan of that year does not count as an SUV.
    await addCar(car('Camry', 'Sedan', 2000, 'Toyota'));

    const query = (year: number) => `make=Mazda&modelName=CX-5&year=${year}&mileage=50000&zip=98101`;
    expect(await value(query(2018))).toMatchObject({ method: 'same-model', comparables: 5 });
    expect(await value(query(2010))).toMatchObject({
      method: 'same-model-wider-years',
      comparables: 5,
      expectedPrice: 12_010,
    });
    expect(await value(query(2000))).toMatchObject({
      method: 'same-body-type',
      bodyType: 'SUV',
      comparables: 5,
      expectedPrice: 12_000,
    });
    const none = await value(query(1980));
    expect(none).toMatchObject({
      method: 'same-body-type',
      comparables: 0,
      expectedPrice: null,
      low: null,
      high: null,
      bands: null,
    });
    expect(none.message).toMatch(/Not enough similar cars/);
    const listed = (
      await app.inject({ method: 'GET', url: `/api/valuation/comparables?${query(2000)}` })
    ).json() as ValuationComparables;
    expect(listed.method).toBe('same-body-type');
    expect(listed.comparables.map((found) => found.year).sort()).toEqual([1998, 1999, 2000, 2001, 2002]);
  });

  it('takes the body type from a VIN over the one its model is mostly listed as', async () => {
    // 1HGCM82633A004352 is a 2003 Honda Accord coupe; this catalogue lists Accords of then as sedans only.
    for (const year of [2001, 2002, 2003, 2004, 2005])
      await addCar({
        make: 'Acura',
        modelName: 'CL',
        bodyType: 'Coupe',
        year,
        mileage: 90_000,
        resalePrice: 4_000,
        createdAt: new Date(now.getTime() - 40 * day),
        soldAt: null,
        hidden: false,
      });
    const answer = await value('vin=1HGCM82633A004352&mileage=90000&zip=90210');
    expect(answer).toMatchObject({
      vin: '1HGCM82633A004352',
      make: 'Honda',
      modelName: 'Accord',
      year: 2003,
      bodyType: 'Coupe',
      location: 'Beverly Hills, CA',
    });
  });

  it('refuses bad input with 400 naming the parameter', async () => {
    expect(await refusal('make=Nosuchmake&modelName=X&year=2018&mileage=1000&zip=90210')).toMatch(/^make:/);
    expect(await refusal('vin=1HGCM82633A004353&mileage=1000&zip=90210')).toMatch(/^vin:/);
    expect(await refusal('make=Honda&modelName=Accord&year=2018&mileage=-5&zip=90210')).toMatch(/mileage:/);
    expect(await refusal('make=Honda&modelName=Accord&year=2018&mileage=9999999&zip=90210')).toMatch(
      /mileage:/,
    );
    expect(await refusal('make=Honda&modelName=Accord&year=2018&mileage=1000&zip=00000')).toMatch(/^zip:/);
    expect(await refusal('make=Honda&modelName=Accord&year=2018&mileage=1000&zip=abc')).toMatch(/zip:/);
    expect(await refusal('make=Honda&modelName=Accord&year=2030&mileage=1000&zip=90210')).toMatch(/^year:/);
    expect(await refusal('mileage=1000&zip=90210')).toMatch(/^make, modelName, year:/);
    expect(await refusal('make=Honda&modelName=Accord&year=2018&zip=90210')).toMatch(/mileage:/);
    expect(await refusal('make=Honda&modelName=Accord&year=2018&mileage=1&zip=90210&excludeCarId=7')).toMatch(
      /excludeCarId:/,
    );
  });
});

describe('price guidance', () => {
  it('is the deal rating the listing then gets, and leaves the car out of its own comparables', async () => {
    const seller = await signedUpAccount(app, 'seller');
    for (const [price, mileage] of [
      [21_000, 40_000],
      [19_500, 52_000],
      [20_250, 47_000],
      [18_000, 70_000],
      [22_400, 30_000],
      [19_900, 48_000],
    ] as const)
      await addCar({
        make: 'Toyota',
        modelName: 'Camry',
        bodyType: 'Sedan',
        year: 2021,
        mileage,
        resalePrice: price,
        createdAt: new Date(Date.now() - 10 * day),
        soldAt: null,
        hidden: false,
      });
    const query = 'make=Toyota&modelName=Camry&year=2020&mileage=48000&zip=78701';
    const guidance = await value(query);
    expect(guidance.comparables).toBe(6);
    const price = guidance.bands!.good;
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const image = await uploadPhoto(app, seller, photo);
    const listed = await app.inject({
      method: 'POST',
      url: '/api/allCar',
      headers: bearer(seller),
      payload: aListingBody(image, { resalePrice: price }),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const id = listed.json().insertedId as string;
    const page = (await app.inject({ method: 'GET', url: `/api/cars/${id}` })).json();
    expect(page.dealRating).toEqual({
      band: 'good',
      expectedPrice: guidance.expectedPrice,
      percent: dealPercentOf(price, guidance.expectedPrice!),
      comparables: guidance.comparables,
    });
    // Listed, the car is a comparable of a valuation like it, but not of its own edit form's guidance.
    expect((await value(query)).comparables).toBe(7);
    expect(await value(`${query}&excludeCarId=${id}`)).toEqual(guidance);
  });
});
