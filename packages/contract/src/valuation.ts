import { z } from 'zod';
import { dealMethod } from './deal-rating.ts';
import { comparableCar } from './search.ts';
import { mileage, modelYear, zipCode } from './vehicles.ts';

/**
 * GET /valuation: what a car is worth, from the deal rating's comparables (`dealMethod`). With fewer than
 * `dealMethod.minComparables` the net is widened, one step at a time, in this order; the answer names the step used.
 * There is no size data: "same body type" means the same car model category (Sedan, SUV, ...), not the same size.
 */
export const valuationSteps = [
  {
    method: 'same-model',
    yearWindow: dealMethod.yearWindow,
    sameModel: true,
    text: `Cars of the same make and model, model year within ${dealMethod.yearWindow} of this one (the deal rating's own comparables)`,
  },
  {
    method: 'same-model-wider-years',
    yearWindow: 2,
    sameModel: true,
    text: 'Cars of the same make and model, model year within 2 of this one',
  },
  {
    method: 'same-body-type',
    yearWindow: 2,
    sameModel: false,
    text: 'Cars of the same body type (Sedan, SUV, ...; we have no size data), any make, model year within 2 of this one',
  },
] as const;
export type ValuationMethod = (typeof valuationSteps)[number]['method'];
export const valuationMethods = valuationSteps.map((step) => step.method) as [
  ValuationMethod,
  ...ValuationMethod[],
];

/** At most this many comparables are listed (cheapest adjusted price first); the figures use them all. */
export const valuationListLimit = 100;

const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(60, `${label} is at most 60 characters`)
    .optional();

/** Either `vin`, or `make`, `modelName` and `year`; always `mileage` and `zip`. */
export const valuationQuery = z.object({
  vin: z.string().trim().toUpperCase().max(40, 'A VIN has 17 characters').optional(),
  make: optionalText('Make'),
  modelName: optionalText('Model'),
  year: z.coerce.number({ error: 'Year must be a number' }).pipe(modelYear).optional(),
  mileage: z.coerce.number({ error: 'Mileage must be a number' }).pipe(mileage),
  zip: zipCode,
  /** A listing left out of its own comparables (the edit form's guidance). */
  excludeCarId: z.uuid({ error: 'must be an id' }).optional(),
});
export type ValuationQuery = z.infer<typeof valuationQuery>;

export const valuation = z.object({
  /** The car valued, as the taxonomy spells it (decoded from the VIN when one was given). */
  vin: z.string().nullable(),
  make: z.string(),
  modelName: z.string(),
  year: z.number().int(),
  mileage: z.number().int(),
  zip: z.string(),
  /** "City, ST" of the ZIP code. */
  location: z.string(),
  /** The car model category the last step compares with; null when none is known. */
  bodyType: z.string().nullable(),
  /** Null with too few comparables even after widening (`message` says so). */
  expectedPrice: z.number().int().nullable(),
  /** The middle half of the adjusted comparables: their 25th and 75th percentiles, whole dollars. */
  low: z.number().int().nullable(),
  high: z.number().int().nullable(),
  comparables: z.number().int(),
  /** The widening step the figures come from (the last one tried when there were too few). */
  method: z.enum(valuationMethods),
  /** The median days the sold comparables took to sell (sold − listed); null when none was sold. */
  daysToSell: z.number().int().nullable(),
  /** Each band's highest price, whole dollars; above `high` is Overpriced. */
  bands: z
    .object({
      great: z.number().int(),
      good: z.number().int(),
      fair: z.number().int(),
      high: z.number().int(),
    })
    .nullable(),
  /** Why there is no expected price, in words; null when there is one. */
  message: z.string().nullable(),
});
export type Valuation = z.infer<typeof valuation>;

/** GET /valuation/comparables: the cars a valuation comes from, cheapest adjusted price first. */
export const valuationComparables = z.object({
  method: z.enum(valuationMethods),
  /** How many comparables there are; at most `valuationListLimit` are listed. */
  total: z.number().int(),
  comparables: z.array(comparableCar),
});
export type ValuationComparables = z.infer<typeof valuationComparables>;
