import { and, asc, between, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { comparableTo, eligibleComparable } from '../cars/comparable-cars.ts';
import { carModels, cars } from '../cars/cars.table.ts';

export type ValuationRepo = ReturnType<typeof createValuationRepo>;

/** The car a valuation is of: what its comparables are chosen by. */
export interface ValuationSubject {
  make: string;
  modelName: string;
  year: number;
  mileage: number;
  /** A car model category (e.g. "SUV") for the last widening step, when the VIN said one. */
  bodyType: string | null;
}

/** What a valuation is computed as of: comparables sold since `soldSince`, never `excludeId`, listed before `asOf`. */
export interface ValuationScope {
  soldSince: Date;
  excludeId?: string;
  /** Set to value a car as of a past moment (cars listed later are left out); unset: now. */
  asOf?: Date;
}

/** Figures of one set of comparables; quartiles of their mileage-neutral values (cents), as PostgreSQL's percentile_cont. */
export interface ComparableFigures {
  count: number;
  quartiles: readonly [number, number, number] | null;
  daysToSell: number | null;
}

/** Mileage-neutral value in cents: price × 100 + `centsPerMile` × miles (lib/deal-rating.ts `neutralCents`). */
const neutral = (centsPerMile: number) =>
  sql`${cars.resalePrice}::float8 * 100 + ${centsPerMile}::float8 * ${cars.mileage}`;

/** Count, quartiles and median days to sell of the rows matching `filter`, in one aggregate pass. */
function figuresOf(filter: SQL | undefined, centsPerMile: number, asOf: Date | undefined) {
  const only = filter ? sql`filter (where ${filter})` : sql``;
  const soldBy = asOf ? sql`${cars.soldAt} <= ${asOf.toISOString()}` : sql`true`;
  const sold = filter
    ? sql`filter (where ${filter} and ${cars.saleStatus} = 'sold' and ${soldBy})`
    : sql`filter (where ${cars.saleStatus} = 'sold' and ${soldBy})`;
  return {
    count: sql<number>`(count(*) ${only})::int`,
    quartiles: sql<
      number[] | null
    >`percentile_cont(array[0.25, 0.5, 0.75]::float8[]) within group (order by ${neutral(centsPerMile)}) ${only}`,
    daysToSell: sql<
      number | null
    >`percentile_cont(0.5) within group (order by extract(epoch from ${cars.soldAt} - ${cars.createdAt}) / 86400) ${sold}`,
  };
}

const asFigures = (row: { count: number; quartiles: number[] | null; daysToSell: number | null }) => ({
  count: row.count,
  quartiles: row.quartiles ? ([row.quartiles[0]!, row.quartiles[1]!, row.quartiles[2]!] as const) : null,
  daysToSell: row.daysToSell,
});

/** The car model category of the last step: the VIN's body type, else the one most of this make and model are listed under. */
const bodyTypeIdOf = (car: ValuationSubject) => sql`coalesce(
  (select ${carModels.id} from ${carModels} where lower(${carModels.model}) = lower(${car.bodyType ?? ''})),
  (select mode() within group (order by ${cars.modelId}) from ${cars}
    where ${cars.make} = ${car.make} and ${cars.modelName} = ${car.modelName}))`;

/** The comparables of one widening step. */
export type StepWhere = (car: ValuationSubject, yearWindow: number, scope: ValuationScope) => SQL | undefined;

/** Same make and model, through the (make, model) index. */
export const sameModelWhere: StepWhere = (car, yearWindow, scope) =>
  comparableTo({ ...car, id: scope.excludeId }, yearWindow, scope.soldSince, scope.asOf);

/** Same car model category (any make), through the (model, newest) index. */
export const sameBodyTypeWhere: StepWhere = (car, yearWindow, scope) =>
  and(
    sql`${cars.modelId} = ${bodyTypeIdOf(car)}`,
    between(cars.year, car.year - yearWindow, car.year + yearWindow),
    eligibleComparable(scope.soldSince, scope.excludeId, scope.asOf),
  );

/** Reads the cars table (owned by the cars module) for valuations: aggregates through its indexes, no writes. */
export function createValuationRepo(db: Executor) {
  return {
    /** The two same-model steps at once, in one pass over the (make, model) index: within `narrow` and `wide` years. */
    async sameModelFigures(
      car: ValuationSubject,
      narrow: number,
      wide: number,
      scope: ValuationScope,
      centsPerMile: number,
    ): Promise<{ narrow: ComparableFigures; wide: ComparableFigures }> {
      const [row] = await db
        .select({
          narrow: figuresOf(
            between(cars.year, car.year - narrow, car.year + narrow),
            centsPerMile,
            scope.asOf,
          ),
          wide: figuresOf(undefined, centsPerMile, scope.asOf),
        })
        .from(cars)
        .where(sameModelWhere(car, wide, scope));
      return { narrow: asFigures(row!.narrow), wide: asFigures(row!.wide) };
    },

    /** The body-type step's figures, and the category's name (null when no category is known). */
    async bodyTypeFigures(
      car: ValuationSubject,
      yearWindow: number,
      scope: ValuationScope,
      centsPerMile: number,
    ): Promise<ComparableFigures & { bodyType: string | null }> {
      const [row] = await db
        .select({
          figures: figuresOf(undefined, centsPerMile, scope.asOf),
          bodyType: sql<
            string | null
          >`(select ${carModels.model} from ${carModels} where ${carModels.id} = ${bodyTypeIdOf(car)})`,
        })
        .from(cars)
        .where(sameBodyTypeWhere(car, yearWindow, scope));
      return { ...asFigures(row!.figures), bodyType: row!.bodyType };
    },

    /** The first `limit` comparables of a step, cheapest mileage-neutral value first. */
    comparables(where: SQL | undefined, limit: number, centsPerMile: number) {
      return db
        .select({
          _id: cars.id,
          productName: cars.productName,
          image: cars.image,
          make: sql<string>`${cars.make}`,
          modelName: sql<string>`${cars.modelName}`,
          trim: cars.trim,
          year: sql<number>`${cars.year}`,
          mileage: sql<number>`${cars.mileage}`,
          resalePrice: cars.resalePrice,
          saleStatus: cars.saleStatus,
          location: cars.location,
        })
        .from(cars)
        .where(where)
        .orderBy(neutral(centsPerMile), asc(cars.id))
        .limit(limit);
    },
  };
}
