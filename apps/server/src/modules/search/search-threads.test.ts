import { dealBands, financingDefaults, searchSorts } from '@second-gear/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createSearchIndex,
  everyCar,
  type IndexedCar,
  type IndexQuery,
  type SearchIndex,
} from './search-index.ts';

const makes = { Toyota: ['Camry', 'RAV4'], Honda: ['Civic', 'Accord'], Ford: ['F-150'] } as const;
const colours = ['black', 'white', 'red'];
const uuidOf = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;

/** A catalogue with many ties (few prices, years and listing times), so the last tie-break, the id, decides often. */
function catalogue(count: number): IndexedCar[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, (_, id) => {
    const make = pick(Object.keys(makes) as (keyof typeof makes)[]);
    const modelName = pick(makes[make]);
    const sold = random() < 0.15;
    return {
      id: uuidOf(id),
      forSale: !sold,
      soldAt: sold ? Date.UTC(2026, 0, 1 + Math.floor(random() * 30)) : null,
      listedAt: Date.UTC(2025, 0, 1 + Math.floor(random() * 20)),
      price: 5_000 + 500 * Math.floor(random() * 40),
      year: random() < 0.05 ? null : 2010 + Math.floor(random() * 12),
      mileage: random() < 0.05 ? null : 1_000 * Math.floor(random() * 150),
      make,
      modelName,
      bodyType: make === 'Ford' ? 'Pickup' : pick(['Sedan', 'SUV']),
      fuelType: pick(['gasoline', 'hybrid']),
      transmission: pick(['automatic', 'manual']),
      drivetrain: pick(['fwd', 'awd']),
      exteriorColor: pick(colours),
      conditionType: pick(['Excellent', 'Good']),
      verified: random() < 0.3,
      reserved: random() < 0.05,
      dealer: random() < 0.2 ? 'lone-star' : null,
      latitude: random() < 0.05 ? null : 30 + random() * 15,
      longitude: random() < 0.05 ? null : -120 + random() * 40,
      names: `${make} ${modelName}`,
      text: `${make} ${modelName} ${pick(['clean title', 'one owner', 'new tyres'])}`,
    };
  });
}

const queries = fc.record({
  make: fc.subarray(['Toyota', 'Honda', 'Ford']),
  exteriorColor: fc.subarray(colours),
  deal: fc.subarray([...dealBands]),
  sort: fc.constantFrom(...searchSorts),
  limit: fc.integer({ min: 1, max: 60 }),
  priceMax: fc.option(fc.integer({ min: 5_000, max: 25_000 }), { nil: undefined }),
  yearMin: fc.option(fc.integer({ min: 2010, max: 2021 }), { nil: undefined }),
  verified: fc.option(fc.constant(true), { nil: undefined }),
  hideReserved: fc.option(fc.constant(true), { nil: undefined }),
  q: fc.option(fc.constantFrom('camry', 'hnoda', 'one owner', 'accord'), { nil: undefined }),
  near: fc.boolean(),
});

const indexes = new Map<number, SearchIndex>();
afterAll(async () => {
  for (const index of indexes.values()) await index.close();
});

/** Every page of a search, following the cursors, with the totals and facets of the first. */
async function everyPage(index: SearchIndex, query: IndexQuery) {
  const first = await index.search(query);
  const pages = [first.cars];
  for (let next = first.next; next;) {
    const page = await index.search({ ...query, after: next });
    pages.push(page.cars);
    next = page.next;
  }
  return { ...first, cars: pages.flat(), next: null };
}

type Answer = Awaited<ReturnType<typeof everyPage>>;

describe('the search index split over scan threads', () => {
  it('gives the same counts, facets, pages and cursors on one, two and three threads, in chunks', async () => {
    const cars = catalogue(3_000);
    for (const threads of [1, 2, 3]) {
      const index = createSearchIndex(financingDefaults, { threads, parallelAbove: 0, chunkSize: 100 });
      await index.update((writer) => {
        writer.setSoldSince(Date.UTC(2026, 0, 10));
        cars.forEach(writer.put);
      });
      indexes.set(threads, index);
    }
    await fc.assert(
      fc.asyncProperty(queries, async ({ near, ...filters }) => {
        const query: IndexQuery = {
          ...everyCar,
          ...filters,
          ...(near || filters.sort === 'distance'
            ? { origin: { latitude: 40, longitude: -100 }, radius: 500 }
            : {}),
        };
        const [one, two, three] = (await Promise.all(
          [1, 2, 3].map((threads) => everyPage(indexes.get(threads)!, query)),
        )) as [Answer, Answer, Answer];
        expect(two).toEqual(one);
        expect(three).toEqual(one);
        expect(new Set(one.cars.map((car) => car.id)).size).toBe(one.total);
      }),
      { numRuns: 60 },
    );
  });

  it('applies a change only after the searches under way, and answers searches asked meanwhile after it', async () => {
    const index = createSearchIndex(financingDefaults, { threads: 2, parallelAbove: 0, chunkSize: 100 });
    indexes.set(0, index);
    const cars = catalogue(2_000);
    await index.update((writer) => cars.forEach(writer.put));
    const forSale = cars.filter((car) => car.forSale).length;
    const before = index.search(everyCar);
    const change = index.update((writer) => writer.remove(cars.find((car) => car.forSale)!.id));
    const after = index.search(everyCar);
    expect((await before).total).toBe(forSale);
    await change;
    expect((await after).total).toBe(forSale - 1);
  });
});
