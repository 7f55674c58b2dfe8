import {
  dealBandEdges,
  dealMethod,
  modelYearProblem,
  valuationListLimit,
  valuationSteps,
  type Valuation,
  type ValuationComparables,
  type ValuationMethod,
  type ValuationQuery,
} from '@second-gear/contract';
import { adjustedPrice, soldComparablesSince } from '../../lib/deal-rating.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { valuationOf, type StepFigures } from './valuation-figures.ts';
import {
  sameBodyTypeWhere,
  sameModelWhere,
  type ValuationRepo,
  type ValuationScope,
  type ValuationSubject,
} from './valuation.repo.ts';

export type ValuationService = ReturnType<typeof createValuationService>;

const [sameModel, widerYears, sameBodyType] = valuationSteps;

/** What the car is (from its VIN, or from make, model and year), and where: 400 naming the parameter otherwise. */
async function subjectOf(
  vehicles: VehiclesService,
  query: ValuationQuery,
  thisYear: number,
): Promise<ValuationSubject & { vin: string | null; zip: string; location: string }> {
  const place = vehicles.place(query.zip);
  if (!place) throw new ValidationError(`zip: There is no US ZIP code ${query.zip}.`);
  const where = { zip: place.zip, location: place.location, mileage: query.mileage };
  if (query.vin) {
    const decoded = await vehicles.decodeVin(query.vin).catch((error: unknown) => {
      if (error instanceof NotFoundError)
        throw new ValidationError(
          'vin: This VIN is not in our vehicle data. Please give make, model and year.',
        );
      throw error;
    });
    if (!decoded.modelName || decoded.year === null)
      throw new ValidationError(
        'vin: This VIN does not tell its model and year. Please give make, model and year.',
      );
    return { ...where, ...decoded, modelName: decoded.modelName, year: decoded.year };
  }
  const missing = (['make', 'modelName', 'year'] as const).filter((name) => query[name] === undefined);
  if (missing.length > 0)
    throw new ValidationError(`${missing.join(', ')}: Please give a VIN, or make, model and year.`);
  const yearProblem = modelYearProblem(query.year!, thisYear);
  if (yearProblem) throw new ValidationError(`year: ${yearProblem}`);
  return {
    ...where,
    ...vehicles.vehicleName(query.make!, query.modelName!),
    year: query.year!,
    vin: null,
    bodyType: null,
  };
}

/**
 * Values a car from the deal rating's comparables and arithmetic (`dealMethod`, lib/deal-rating.ts), widened in the
 * order of `valuationSteps` while there are too few: one read for both same-model steps, a second only when those are
 * too few. As of `scope`: the public call values now; the benchmark values a past sale with the car itself left out.
 */
export function createCarValuer(repo: ValuationRepo) {
  const centsPerMile = dealMethod.centsPerMile;

  /** The figures of each step tried, in order, up to the first with enough comparables. */
  async function stepsTried(car: ValuationSubject, scope: ValuationScope): Promise<StepFigures[]> {
    const model = await repo.sameModelFigures(
      car,
      sameModel.yearWindow,
      widerYears.yearWindow,
      scope,
      centsPerMile,
    );
    const tried: StepFigures[] = [{ method: sameModel.method, ...model.narrow, bodyType: car.bodyType }];
    if (model.narrow.count >= dealMethod.minComparables) return tried;
    tried.push({ method: widerYears.method, ...model.wide, bodyType: car.bodyType });
    if (model.wide.count >= dealMethod.minComparables) return tried;
    const body = await repo.bodyTypeFigures(car, sameBodyType.yearWindow, scope, centsPerMile);
    tried.push({ method: sameBodyType.method, ...body });
    return tried;
  }

  return async (car: ValuationSubject, scope: ValuationScope) =>
    valuationOf(car.mileage, await stepsTried(car, scope));
}

/** "What is my car worth?" for a VIN or a make, model and year, and the comparables it comes from. */
export function createValuationService(deps: {
  repo: ValuationRepo;
  vehicles: VehiclesService;
  clock: () => Date;
}) {
  const { repo, vehicles, clock } = deps;
  const centsPerMile = dealMethod.centsPerMile;
  const valueCar = createCarValuer(repo);

  const scopeOf = (query: ValuationQuery): ValuationScope => ({
    soldSince: soldComparablesSince(clock()),
    excludeId: query.excludeCarId,
  });

  return {
    async value(query: ValuationQuery): Promise<Valuation> {
      const car = await subjectOf(vehicles, query, clock().getUTCFullYear());
      const figures = await valueCar(car, scopeOf(query));
      return {
        vin: car.vin,
        make: car.make,
        modelName: car.modelName,
        year: car.year,
        mileage: car.mileage,
        zip: car.zip,
        location: car.location,
        ...figures,
        bands: figures.expectedPrice === null ? null : dealBandEdges(figures.expectedPrice),
      };
    },

    /** The comparables a valuation comes from, each with its price moved to the car's mileage. */
    async comparables(query: ValuationQuery): Promise<ValuationComparables> {
      const car = await subjectOf(vehicles, query, clock().getUTCFullYear());
      const scope = scopeOf(query);
      const { method, comparables: total } = await valueCar(car, scope);
      const where: Record<ValuationMethod, () => ReturnType<typeof sameModelWhere>> = {
        'same-model': () => sameModelWhere(car, sameModel.yearWindow, scope),
        'same-model-wider-years': () => sameModelWhere(car, widerYears.yearWindow, scope),
        'same-body-type': () => sameBodyTypeWhere(car, sameBodyType.yearWindow, scope),
      };
      const rows = await repo.comparables(where[method](), valuationListLimit, centsPerMile);
      return {
        method,
        total,
        comparables: rows.map((row) => ({
          ...row,
          adjustedPrice: adjustedPrice(row.resalePrice, row.mileage, car.mileage),
        })),
      };
    },
  };
}
