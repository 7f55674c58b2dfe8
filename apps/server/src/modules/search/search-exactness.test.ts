import {
  drivetrains,
  exteriorColors,
  facetNames,
  financingDefaults,
  fuelTypes,
  monthlyPayment,
  searchSorts,
  transmissions,
  type SearchAnswer,
} from '@second-gear/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel, createDealer } from '../../../test/builders.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createCarsRepo } from '../cars/cars.repo.ts';
import { cars } from '../cars/cars.table.ts';
import { dealers } from '../dealers/dealers.table.ts';
import { zipLocation } from '../vehicles/zip-places.ts';

// Split over three threads in chunks of eight cars however few the cars: every count and page must come out as one
// pass over all of them would give it (the other search tests scan on the main thread).
const { app, db } = await buildTestApp({ search: { threads: 3, parallelAbove: 0, chunkSize: 8 } });

const makes = { Toyota: ['Camry', 'RAV4'], Honda: ['Civic', 'Accord'], Ford: ['F-150'] } as const;
const bodyTypes = ['Sedan', 'SUV', 'Pickup'];
const conditions = ['Excellent', 'Good', 'Fair'] as const;
const zips = ['98101', '97201', '78701', '10001'];
/** Two dealerships' slugs; a car of neither is a private seller's. */
const dealerSlugs = ['exact-motors', 'exact-autos'] as const;

/** The catalogue as the test made it: what a brute-force count is checked against. */
interface Listed {
  id: string;
  make: string;
  modelName: string;
  bodyType: string;
  fuelType: string;
  transmission: string;
  drivetrain: string;
  exteriorColor: string;
  conditionType: string;
  resalePrice: number;
  year: number;
  mileage: number;
  verified: boolean;
  zip: string;
  dealer: string | null;
  deal?: string;
}
const catalogue: Listed[] = [];

const search = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/search?${query}` });
  return { status: response.statusCode, body: response.json() as SearchAnswer };
};

async function everyPage(query: string) {
  const found: SearchAnswer['cars'] = [];
  let next: string | null = null;
  do {
    const page: SearchAnswer = (await search(next ? `${query}&after=${encodeURIComponent(next)}` : query))
      .body;
    found.push(...page.cars);
    next = page.next;
  } while (next);
  return found;
}
let sedanId: string;

beforeAll(async () => {
  const models = new Map<string, string>();
  for (const body of bodyTypes) models.set(body, (await createCarModel(db, body)).id);
  sedanId = models.get('Sedan')!;
  const sellers = [(await createAccount(db)).id, (await createAccount(db, { sellerStatus: 'verified' })).id];
  const dealerIds = new Map<string, string>();
  for (const slug of dealerSlugs) dealerIds.set(slug, (await createDealer(db, [], { slug })).id);
  // A fixed seed: the same catalogue every run, varied enough that every facet has several values.
  const random = fc.sample(
    fc.record({
      make: fc.constantFrom(...(Object.keys(makes) as (keyof typeof makes)[])),
      model: fc.nat(1),
      body: fc.constantFrom(...bodyTypes),
      fuel: fc.constantFrom(...fuelTypes.slice(0, 3)),
      transmission: fc.constantFrom(...transmissions),
      drivetrain: fc.constantFrom(...drivetrains.slice(0, 3)),
      color: fc.constantFrom(...exteriorColors.slice(0, 3)),
      condition: fc.constantFrom(...conditions),
      price: fc.integer({ min: 50, max: 400 }).map((hundreds) => hundreds * 100),
      year: fc.integer({ min: 2012, max: 2024 }),
      mileage: fc.integer({ min: 0, max: 200 }).map((thousands) => thousands * 1000),
      verified: fc.boolean(),
      zip: fc.constantFrom(...zips),
      sold: fc.integer({ min: 0, max: 5 }).map((draw) => draw === 0),
    }),
    { numRuns: 160, seed: 19 },
  );
  for (const [index, car] of random.entries()) {
    const modelName = makes[car.make][car.model % makes[car.make].length]!;
    // Every third car a private seller's, the others split between the two dealerships.
    const dealer = index % 3 === 0 ? null : dealerSlugs[(index % 3) - 1]!;
    const place = zipLocation(car.zip)!;
    const created = await createCar(
      db,
      { sellerId: sellers[car.verified ? 1 : 0]!, modelId: models.get(car.body)! },
      {
        make: car.make,
        modelName,
        fuelType: car.fuel,
        transmission: car.transmission,
        drivetrain: car.drivetrain,
        exteriorColor: car.color,
        conditionType: car.condition,
        resalePrice: car.price,
        year: car.year,
        mileage: car.mileage,
        zip: car.zip,
        latitude: place.latitude,
        longitude: place.longitude,
        saleStatus: car.sold ? 'sold' : 'available',
        dealerId: dealer ? dealerIds.get(dealer)! : null,
        createdAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000),
      },
    );
    if (car.sold) continue;
    catalogue.push({
      id: created.id,
      make: car.make,
      modelName,
      bodyType: car.body,
      fuelType: car.fuel,
      transmission: car.transmission,
      drivetrain: car.drivetrain,
      exteriorColor: car.color,
      conditionType: car.condition,
      resalePrice: car.price,
      year: car.year,
      mileage: car.mileage,
      verified: car.verified,
      zip: car.zip,
      dealer,
    });
  }
  // The deal bands come from the server's ratings (their arithmetic has its own tests): read them once.
  for (const car of await everyPage('limit=100')) {
    const listed = catalogue.find((entry) => entry.id === car._id)!;
    if (car.dealRating) listed.deal = car.dealRating.band;
  }
});

type Filters = Partial<Record<(typeof facetNames)[number], string[]>> & {
  priceMin?: number;
  priceMax?: number;
  yearMin?: number;
  mileageMax?: number;
  monthlyMax?: number;
  verified?: boolean;
  radius?: number;
  dealer?: string;
};

const facetValues: Record<(typeof facetNames)[number], readonly string[]> = {
  make: Object.keys(makes),
  modelName: Object.values(makes).flat(),
  bodyType: bodyTypes,
  fuelType: fuelTypes.slice(0, 3),
  transmission: transmissions,
  drivetrain: drivetrains.slice(0, 3),
  exteriorColor: exteriorColors.slice(0, 3),
  conditionType: conditions,
  deal: ['great', 'good', 'fair', 'high', 'overpriced'],
};

const filters: fc.Arbitrary<Filters> = fc.record(
  {
    ...Object.fromEntries(
      facetNames.map((name) => [name, fc.subarray([...facetValues[name]], { minLength: 1 })]),
    ),
    priceMin: fc.integer({ min: 50, max: 300 }).map((hundreds) => hundreds * 100),
    priceMax: fc.integer({ min: 250, max: 400 }).map((hundreds) => hundreds * 100),
    yearMin: fc.integer({ min: 2012, max: 2024 }),
    mileageMax: fc.integer({ min: 0, max: 200 }).map((thousands) => thousands * 1000),
    // The catalogue's payments run from about $90 to $730 a month with the default terms.
    monthlyMax: fc.integer({ min: 80, max: 750 }),
    verified: fc.constant(true),
    radius: fc.constantFrom(250, 500),
    dealer: fc.constantFrom(...dealerSlugs, 'no-such-dealer'),
  },
  { requiredKeys: [] },
);

function queryOf(chosen: Filters): string {
  const pairs: string[] = [];
  for (const name of facetNames)
    for (const value of chosen[name] ?? []) pairs.push(`${name}=${encodeURIComponent(value)}`);
  for (const name of ['priceMin', 'priceMax', 'yearMin', 'mileageMax', 'monthlyMax'] as const) {
    if (chosen[name] !== undefined) pairs.push(`${name}=${chosen[name]}`);
  }
  if (chosen.verified) pairs.push('verified=true');
  if (chosen.radius) pairs.push(`zip=98101&radius=${chosen.radius}`);
  if (chosen.dealer) pairs.push(`dealer=${chosen.dealer}`);
  return pairs.join('&');
}

/** Miles between two ZIP codes, as the search measures them (earthdistance's radius). */
function miles(from: string, to: string): number {
  const [a, b] = [zipLocation(from)!, zipLocation(to)!];
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const cosine =
    Math.sin(radians(a.latitude)) * Math.sin(radians(b.latitude)) +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.cos(radians(b.longitude - a.longitude));
  return (6_378_168 / 1609.344) * Math.acos(Math.min(1, cosine));
}

/** Every car the filters keep, leaving out the facet `ignoring` (a facet's counts ignore its own selection). */
function bruteForce(chosen: Filters, ignoring?: string): Listed[] {
  return catalogue.filter((car) => {
    for (const name of facetNames) {
      const values = chosen[name];
      if (name === ignoring || !values) continue;
      if (!values.includes((car as unknown as Record<string, string>)[name] ?? '')) return false;
    }
    if (chosen.priceMin !== undefined && car.resalePrice < chosen.priceMin) return false;
    if (chosen.priceMax !== undefined && car.resalePrice > chosen.priceMax) return false;
    if (chosen.yearMin !== undefined && car.year < chosen.yearMin) return false;
    if (chosen.mileageMax !== undefined && car.mileage > chosen.mileageMax) return false;
    if (
      chosen.monthlyMax !== undefined &&
      monthlyPayment(car.resalePrice, financingDefaults) > chosen.monthlyMax
    )
      return false;
    if (chosen.verified && !car.verified) return false;
    if (chosen.radius && miles('98101', car.zip) > chosen.radius) return false;
    if (chosen.dealer && car.dealer !== chosen.dealer) return false;
    return true;
  });
}

describe('search exactness', () => {
  it('counts every facet value exactly as a brute-force count does, over many random filter combinations', async () => {
    expect(catalogue.length).toBeGreaterThan(100);
    await fc.assert(
      fc.asyncProperty(filters, async (chosen) => {
        if (
          chosen.priceMin !== undefined &&
          chosen.priceMax !== undefined &&
          chosen.priceMin > chosen.priceMax
        ) {
          return;
        }
        const { status, body } = await search(`${queryOf(chosen)}&limit=100`);
        expect(status).toBe(200);
        const expected = bruteForce(chosen);
        expect(body.total).toBe(expected.length);
        expect(body.cars.map((car) => car._id).sort()).toEqual(expected.map((car) => car.id).sort());
        for (const name of facetNames) {
          const counts = new Map<string, number>();
          for (const car of bruteForce(chosen, name)) {
            const value = (car as unknown as Record<string, string | undefined>)[name];
            if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
          }
          for (const value of chosen[name] ?? []) if (!counts.has(value)) counts.set(value, 0);
          const answered = new Map(body.facets[name].map((entry) => [entry.value, entry.count]));
          expect({ name, counts: answered }).toEqual({ name, counts });
        }
      }),
      { numRuns: 80, seed: 1919 },
    );
  });

  it('pages through every sort without duplicates or gaps while cars are added and sold between pages', async () => {
    const sellerId = (await createAccount(db)).id;
    for (const sort of searchSorts.filter((name) => name !== 'relevance')) {
      const extra = sort === 'distance' ? '&zip=98101' : '';
      const base = `bodyType=Sedan&limit=7&sort=${sort}${extra}`;
      const before = (await everyPage(`bodyType=Sedan&limit=100&sort=${sort}${extra}`)).map((car) => car._id);
      const seen: string[] = [];
      const sold: string[] = [];
      let next: string | null = null;
      let round = 0;
      do {
        const page: SearchAnswer = (await search(next ? `${base}&after=${encodeURIComponent(next)}` : base))
          .body;
        seen.push(...page.cars.map((car) => car._id));
        next = page.next;
        // Between pages: a new car, and one car sold (alternately one already shown and one still to come).
        await createCar(db, { sellerId, modelId: sedanId }, { resalePrice: 5_000 + round * 1_000 });
        const victim =
          round % 2 === 0 ? seen[0] : before.find((id) => !seen.includes(id) && !sold.includes(id));
        if (victim) {
          await db.update(cars).set({ saleStatus: 'sold' }).where(eq(cars.id, victim));
          sold.push(victim);
        }
        round++;
      } while (next);
      expect({ sort, duplicates: seen.length - new Set(seen).size }).toEqual({ sort, duplicates: 0 });
      const kept = before.filter((id) => !sold.includes(id));
      expect({ sort, missing: kept.filter((id) => !seen.includes(id)) }).toEqual({ sort, missing: [] });
      for (const id of sold) await db.update(cars).set({ saleStatus: 'available' }).where(eq(cars.id, id));
      await db.delete(cars).where(eq(cars.sellerId, sellerId));
    }
  });

  it('sorts by monthly payment, cheapest first, each car carrying its payment with the terms it echoes', async () => {
    const found = await everyPage('sort=monthly_asc&limit=100');
    expect(found).toHaveLength(catalogue.length);
    const payments = found.map((car) => car.monthlyPayment);
    expect(payments).toEqual([...payments].sort((a, b) => a - b));
    for (const car of found)
      expect(car.monthlyPayment).toBe(monthlyPayment(car.resalePrice, financingDefaults));
    expect((await search('sort=monthly_asc')).body.finance).toEqual(financingDefaults);
  });

  it("follows a car moving to another dealership, and a dealership's new name, from the next search", async () => {
    const [motors, autos] = dealerSlugs;
    const moved = catalogue.find((car) => car.dealer === motors)!;
    const idsOf = async (slug: string) => (await everyPage(`dealer=${slug}&limit=100`)).map((car) => car._id);
    expect(await idsOf(motors)).toContain(moved.id);
    const [autosRow] = await db.select().from(dealers).where(eq(dealers.slug, autos));
    await db.update(cars).set({ dealerId: autosRow!.id }).where(eq(cars.id, moved.id));
    expect(await idsOf(motors)).not.toContain(moved.id);
    expect(await idsOf(autos)).toContain(moved.id);

    // The dealers module's rename marks the dealership's cars changed in its transaction (cars' dealershipChanged).
    await db.transaction(async (tx) => {
      await tx.update(dealers).set({ name: 'Exact Autos of Seattle' }).where(eq(dealers.slug, autos));
      await createCarsRepo(tx).touchDealerCars(autosRow!.id);
    });
    const shown = (await everyPage(`dealer=${autos}&limit=100`)).find((car) => car._id === moved.id);
    expect(shown?.dealer).toEqual({ slug: autos, name: 'Exact Autos of Seattle' });

    await db.update(cars).set({ dealerId: null }).where(eq(cars.id, moved.id));
    expect(await idsOf(autos)).not.toContain(moved.id);
    const [motorsRow] = await db.select().from(dealers).where(eq(dealers.slug, motors));
    await db.update(cars).set({ dealerId: motorsRow!.id }).where(eq(cars.id, moved.id));
  });

  it('finds nothing for an unknown dealership, and refuses a malformed one naming dealer', async () => {
    const unknown = await search('dealer=nobody-here');
    expect(unknown.status).toBe(200);
    expect(unknown.body.total).toBe(0);
    expect(unknown.body.facets.make).toEqual([]);
    for (const malformed of ['Exact-Motors', 'a b', '-x', 'x'.repeat(101)]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/search?dealer=${encodeURIComponent(malformed)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^dealer /);
    }
  });

  it('never answers a 5xx, whatever the query string', async () => {
    const names = [
      ...facetNames,
      'q',
      'priceMin',
      'priceMax',
      'yearMin',
      'yearMax',
      'mileageMax',
      'monthlyMax',
      'verified',
      'zip',
      'radius',
      'dealer',
      'sort',
      'limit',
      'after',
      'other',
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
      fc.constantFrom(
        '',
        '-1',
        '1e9',
        'NaN',
        '98101',
        'Toyota',
        'distance',
        '100',
        'true',
        '%',
        '%00',
        '\u0000',
        'ünïcödé',
        'exact-motors',
        'Exact-Motors',
        'monthly_asc',
        '1000000',
        '1000001',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 8 }),
        async (pairs) => {
          const query = pairs.map(([name, raw]) => `${name}=${encodeURIComponent(raw)}`).join('&');
          const response = await app.inject({ method: 'GET', url: `/api/search?${query}` });
          expect({ query, status: response.statusCode < 500 }).toEqual({ query, status: true });
          if (response.statusCode === 400) expect(response.json()).toMatchObject({ error: 'BAD_REQUEST' });
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});
