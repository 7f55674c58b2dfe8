import {
  financingDefaults,
  financingTerms,
  highestPriceWithin,
  maxPrice,
  monthlyPayment,
  monthlyPaymentCents,
  type FinancingTerms,
} from '@second-gear/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex, everyCar, type IndexedCar, type IndexQuery } from './search-index.ts';

const noDown = (apr: number, termMonths: number): FinancingTerms => ({ apr, termMonths, downPercent: 0 });

describe('the monthly payment formula', () => {
  // Payments of a standard amortising loan as amortisation tables print them (to the cent): e.g. the
  // Consumer Financial Protection Bureau's and Bankrate's auto-loan tables give $386.66 for $20,000 at 6 % over
  // 60 months; the 360-month rows are the textbook mortgage examples ($1,199.10 for $200,000 at 6 %).
  it.each([
    [20_000, 6, 60, 38_666],
    [10_000, 5, 36, 29_971],
    [25_000, 4.5, 72, 39_685],
    [200_000, 6, 360, 119_910],
    [100_000, 5, 360, 53_682],
  ])('$%i at %f %% over %i months is %i cents a month', (price, apr, months, cents) => {
    expect(monthlyPaymentCents(price, noDown(apr, months))).toBe(cents);
  });

  it('divides the financed amount evenly at 0 % APR', () => {
    expect(monthlyPaymentCents(30_000, noDown(0, 60))).toBe(50_000);
    expect(monthlyPayment(30_000, { apr: 0, termMonths: 48, downPercent: 20 })).toBe(500);
  });

  it('finances the price less the down payment, and rounds to the nearest whole dollar', () => {
    // $20,000 with 10 % down finances $18,000: 0.9 × $386.656… = $347.99 → $348.
    expect(monthlyPaymentCents(20_000, { apr: 6, termMonths: 60, downPercent: 10 })).toBe(34_799);
    expect(monthlyPayment(20_000, { apr: 6, termMonths: 60, downPercent: 10 })).toBe(348);
    expect(monthlyPayment(20_000, noDown(6, 60))).toBe(387);
    expect(monthlyPayment(0, financingDefaults)).toBe(0);
  });

  it('accepts the ranges of the calculator and refuses outside them', () => {
    expect(financingTerms.safeParse({ apr: 7.9, termMonths: 60, downPercent: 10 }).success).toBe(true);
    expect(financingTerms.safeParse({ apr: 0, termMonths: 24, downPercent: 0 }).success).toBe(true);
    expect(financingTerms.safeParse({ apr: 30, termMonths: 84, downPercent: 90 }).success).toBe(true);
    for (const wrong of [
      { apr: 30.01, termMonths: 60, downPercent: 10 },
      { apr: -1, termMonths: 60, downPercent: 10 },
      { apr: 7.999, termMonths: 60, downPercent: 10 },
      { apr: 7.9, termMonths: 23, downPercent: 10 },
      { apr: 7.9, termMonths: 85, downPercent: 10 },
      { apr: 7.9, termMonths: 60.5, downPercent: 10 },
      { apr: 7.9, termMonths: 60, downPercent: 91 },
      { apr: 7.9, termMonths: 60, downPercent: 12.5 },
    ]) {
      expect({ wrong, ok: financingTerms.safeParse(wrong).success }).toEqual({ wrong, ok: false });
    }
  });

  const terms = fc.record({
    apr: fc.integer({ min: 0, max: 3000 }).map((basisPoints) => basisPoints / 100),
    termMonths: fc.integer({ min: 24, max: 84 }),
    downPercent: fc.integer({ min: 0, max: 90 }),
  });

  it('never falls as the price rises, so a budget is a price bound', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 0, max: maxPrice - 1 }), (chosen, price) => {
        expect(monthlyPayment(price + 1, chosen)).toBeGreaterThanOrEqual(monthlyPayment(price, chosen));
      }),
      { numRuns: 2000, seed: 76 },
    );
  });

  it('finds the highest price within a budget: that price is within it, one dollar more is not', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 0, max: 200_000 }), (chosen, budget) => {
        const bound = highestPriceWithin(budget, chosen, maxPrice);
        if (bound === maxPrice) {
          expect(monthlyPayment(maxPrice, chosen)).toBeLessThanOrEqual(budget);
          return;
        }
        expect(monthlyPayment(bound, chosen)).toBeLessThanOrEqual(budget);
        expect(monthlyPayment(bound + 1, chosen)).toBeGreaterThan(budget);
      }),
      { numRuns: 2000, seed: 77 },
    );
  });
});

describe("the search index's monthly budget", () => {
  /** The index holds cars by UUID, as the database gives them. */
  const uuidOf = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
  const car = (id: number, price: number): IndexedCar => ({
    id: uuidOf(id),
    forSale: true,
    soldAt: null,
    listedAt: 1_700_000_000_000 + id,
    price,
    year: 2020,
    mileage: 30_000,
    make: 'Honda',
    modelName: 'Civic',
    bodyType: 'Sedan',
    fuelType: null,
    transmission: null,
    drivetrain: null,
    exteriorColor: null,
    conditionType: 'Good',
    verified: false,
    reserved: false,
    dealer: null,
    latitude: null,
    longitude: null,
    names: 'Honda Civic',
    text: 'Honda Civic',
  });
  const query = (overrides: Partial<IndexQuery>): IndexQuery => ({
    ...everyCar,
    limit: 100_000,
    ...overrides,
  });

  it('keeps exactly the cars a brute force over their payments keeps, every budget and every price near its edge', async () => {
    for (const chosen of [
      financingDefaults,
      noDown(0, 24),
      { apr: 29.99, termMonths: 84, downPercent: 90 },
    ]) {
      const index = createSearchIndex(chosen);
      const prices: number[] = [];
      // Every price of a range, the prices at each whole-dollar step of the payment and either side of them.
      for (let price = 0; price <= 3_000; price++) prices.push(price);
      for (let budget = 0; budget <= 2_000; budget += 7) {
        const edge = highestPriceWithin(budget, chosen, maxPrice);
        prices.push(edge - 1, edge, edge + 1);
      }
      const listed = prices.filter((price) => price >= 0).map((price, id) => car(id, price));
      await index.update((writer) => listed.forEach(writer.put));
      for (const budget of [0, 1, 2, 17, 99, 100, 101, 350, 999, 1_000, 2_000, 1_000_000]) {
        const expected = listed
          .filter((entry) => monthlyPayment(entry.price, chosen) <= budget)
          .map((entry) => entry.id)
          .sort();
        const found = await index.search(query({ monthlyMax: budget }));
        expect({ chosen, budget, total: found.total }).toEqual({ chosen, budget, total: expected.length });
        expect(found.cars.map((entry) => entry.id).sort()).toEqual(expected);
      }
    }
  });

  it('combines with a price range, and sorts by payment, cheapest first', async () => {
    const index = createSearchIndex(financingDefaults);
    const prices = [25_000, 9_000, 40_000, 12_000, 9_001, 18_000];
    await index.update((writer) => prices.forEach((price, id) => writer.put(car(id, price))));
    const within = await index.search(query({ monthlyMax: 300, priceMin: 9_001, sort: 'monthly_asc' }));
    const expected = prices
      .map((price, id) => ({ id: uuidOf(id), price }))
      .filter(({ price }) => price >= 9_001 && monthlyPayment(price, financingDefaults) <= 300)
      .sort((a, b) => a.price - b.price)
      .map(({ id }) => id);
    expect(within.cars.map((entry) => entry.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);
  });
});
