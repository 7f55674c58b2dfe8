import { soldComparablesSince } from '../../apps/server/src/lib/deal-rating.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { createValuationRepo } from '../../apps/server/src/modules/valuation/valuation.repo.ts';
import { createCarValuer } from '../../apps/server/src/modules/valuation/valuation.service.ts';
import { embeddedDatabaseUrl } from './database.ts';

/** How the valuation did on a set of sold cars, each valued without itself. */
export interface ErrorFigures {
  /** Those the valuation gave an expected price for. */
  valued: number;
  /** Median absolute percentage error of the expected price against the sale price. */
  medianAbsolutePercentError: number | null;
  /** Of the valued cars, the share (percent) whose sale price fell inside the valuation's middle half. */
  insideRangePercent: number | null;
  /** How many were valued at each widening step. */
  byMethod: Record<string, number>;
  /** The median absolute percentage error of the cars valued at each widening step. */
  errorByMethod: Record<string, number>;
  /** Time of one valuation's SQL reads, median and slowest (ms). */
  medianMs: number | null;
  maxMs: number | null;
}

export interface ValuationErrorFigures extends ErrorFigures {
  /** Sold cars in the catalogue (with vehicle data). */
  soldCars: number;
  /**
   * The same cars valued on today's catalogue without themselves (what a seller asking now gets), beside the figures
   * as of each sale (only the cars listed by then).
   */
  today: ErrorFigures;
}

const median = (sorted: number[]) =>
  sorted.length === 0
    ? null
    : sorted.length % 2 === 1
      ? sorted[sorted.length >> 1]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

/**
 * How far the valuation is from what cars really sold for: each sold car of the catalogue in `dataDir` (a running
 * server's, the demo catalogue) is valued as of its sale, with itself held out and only the cars listed by then as
 * comparables, through the server's own valuation code, and compared with its sale price (its last price); then
 * again on today's catalogue without itself.
 */
export async function valuationError(dataDir: string): Promise<ValuationErrorFigures> {
  const { pool, db } = createDatabase(await embeddedDatabaseUrl(dataDir), { max: 2 });
  try {
    const valueCar = createCarValuer(createValuationRepo(db));
    const { rows } = await pool.query<{
      id: string;
      make: string;
      model_name: string;
      year: number;
      mileage: number;
      resale_price: number;
      sold_at: Date;
      body_type: string;
    }>(
      `select cars.id, make, model_name, year, mileage, resale_price, sold_at, car_models.model as body_type
       from cars join car_models on car_models.id = cars.model_id
       where sale_status = 'sold' and sold_at is not null and make is not null and model_name is not null
         and year is not null and mileage is not null`,
    );
    const measure = async (asOfSale: boolean): Promise<ErrorFigures> => {
      const errors: number[] = [];
      let inside = 0;
      const byMethod: Record<string, number> = {};
      const errorsByMethod: Record<string, number[]> = {};
      const times: number[] = [];
      const now = new Date();
      for (const car of rows) {
        const started = performance.now();
        const valued = await valueCar(
          {
            make: car.make,
            modelName: car.model_name,
            year: car.year,
            mileage: car.mileage,
            bodyType: car.body_type,
          },
          asOfSale
            ? { soldSince: soldComparablesSince(car.sold_at), excludeId: car.id, asOf: car.sold_at }
            : { soldSince: soldComparablesSince(now), excludeId: car.id },
        );
        times.push(performance.now() - started);
        if (valued.expectedPrice === null) continue;
        const error = (Math.abs(valued.expectedPrice - car.resale_price) / car.resale_price) * 100;
        errors.push(error);
        if (car.resale_price >= valued.low! && car.resale_price <= valued.high!) inside++;
        byMethod[valued.method] = (byMethod[valued.method] ?? 0) + 1;
        (errorsByMethod[valued.method] ??= []).push(error);
      }
      const found = median(errors.sort((a, b) => a - b));
      const took = median(times.sort((a, b) => a - b));
      return {
        valued: errors.length,
        medianAbsolutePercentError: found === null ? null : Number(found.toFixed(1)),
        insideRangePercent: errors.length === 0 ? null : Math.round((inside / errors.length) * 100),
        byMethod,
        errorByMethod: Object.fromEntries(
          Object.entries(errorsByMethod).map(([method, found]) => [
            method,
            Number(median(found.sort((a, b) => a - b))!.toFixed(1)),
          ]),
        ),
        medianMs: took === null ? null : Number(took.toFixed(2)),
        maxMs: times.length === 0 ? null : Number(times.at(-1)!.toFixed(2)),
      };
    };
    return { soldCars: rows.length, ...(await measure(true)), today: await measure(false) };
  } finally {
    await pool.end();
  }
}
