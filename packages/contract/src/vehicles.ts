import { z } from 'zod';

export const fuelTypes = ['gasoline', 'diesel', 'hybrid', 'plug-in hybrid', 'electric', 'other'] as const;
export type FuelType = (typeof fuelTypes)[number];
export const transmissions = ['automatic', 'manual'] as const;
export type Transmission = (typeof transmissions)[number];
export const drivetrains = ['FWD', 'RWD', 'AWD', '4WD'] as const;
export type Drivetrain = (typeof drivetrains)[number];
export const exteriorColors = [
  'black',
  'white',
  'silver',
  'gray',
  'blue',
  'red',
  'green',
  'brown',
  'beige',
  'yellow',
  'orange',
  'other',
] as const;
export type ExteriorColor = (typeof exteriorColors)[number];

export const firstModelYear = 1900;
export const maxMileage = 2_000_000;

const oneOf = <const Values extends readonly [string, ...string[]]>(label: string, values: Values) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });

export const fuelType = oneOf('Fuel type', fuelTypes);
export const transmission = oneOf('Transmission', transmissions);
export const drivetrain = oneOf('Drivetrain', drivetrains);
export const exteriorColor = oneOf('Exterior color', exteriorColors);

export const modelYear = z
  .number({ error: 'Year must be a number' })
  .int('Year must be a model year such as 2018')
  .min(firstModelYear, `Year must be ${firstModelYear} or later`)
  .max(2100, 'Year must be a model year such as 2018');

/** The latest model year on sale is next year's. Checked by the server and by the form against their own clock. */
export function modelYearProblem(year: number, thisYear: number): string | undefined {
  return year > thisYear + 1 ? `Year cannot be later than ${thisYear + 1}.` : undefined;
}

export const mileage = z
  .number({ error: 'Mileage must be a number' })
  .int('Mileage must be whole miles')
  .min(0, 'Mileage cannot be negative')
  .max(maxMileage, `Mileage must be at most ${maxMileage.toLocaleString('en-US')} miles`);

/** A US ZIP code: five digits (ZIP+4 and Canadian postal codes are not places we list). */
export const zipCode = z
  .string({ error: 'ZIP code is required' })
  .trim()
  .regex(/^\d{5}$/, 'ZIP code must be five digits, such as 90210');

const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const vinLetterValues: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The check digit (position 9) a VIN of valid characters must carry, by the North American rule. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (const [index, char] of [...vin].entries()) {
    sum += (/\d/.test(char) ? Number(char) : (vinLetterValues[char] ?? 0)) * vinWeights[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** What is wrong with a VIN (already upper-cased and trimmed), in words a seller can act on; undefined when valid. */
export function vinProblem(vin: string): string | undefined {
  if (vin.length !== 17) return `A VIN has 17 characters; this one has ${vin.length}.`;
  const confusable = [...vin].filter((char) => 'IOQ'.includes(char));
  if (confusable.length > 0) {
    return `A VIN never contains the letters I, O or Q (it has ${[...new Set(confusable)].join(', ')}): check for 1 and 0.`;
  }
  const other = [...vin].filter((char) => !/[A-Z0-9]/.test(char));
  if (other.length > 0) return 'A VIN has only letters and digits.';
  const expected = vinCheckDigit(vin);
  if (vin[8] !== expected) {
    return 'This VIN fails its check digit (the 9th character): one of its characters is mistyped.';
  }
  return undefined;
}

/** A VIN as a seller may type it (lower case, spaces, dashes), tidied; empty means none given. */
export const optionalVin = z
  .string({ error: 'VIN must be text' })
  .transform((vin) => vin.toUpperCase().replace(/[\s-]/g, ''))
  .superRefine((vin, ctx) => {
    const problem = vin ? vinProblem(vin) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((vin) => vin || undefined)
  .optional();

export const vinParams = z.object({ vin: z.string().max(40) });
export const zipParams = z.object({ zip: z.string().max(20) });

/** GET /api/vin/:vin: what the vPIC data knows of a VIN; fields it does not know are null. */
export const decodedVin = z.object({
  vin: z.string(),
  make: z.string(),
  modelName: z.string().nullable(),
  year: z.number().int().nullable(),
  trim: z.string().nullable(),
  /** One of our car models (GET /api/carModels), when the body class maps onto one. */
  bodyType: z.string().nullable(),
  fuelType: fuelType.nullable(),
  transmission: transmission.nullable(),
  drivetrain: drivetrain.nullable(),
  doors: z.number().int().nullable(),
});
export type DecodedVin = z.infer<typeof decodedVin>;

/** GET /api/makes: the makes of passenger cars, trucks and MPVs, each with its models, alphabetically. */
export const makeList = z.array(z.object({ make: z.string(), models: z.array(z.string()) }));
export type MakeList = z.infer<typeof makeList>;

/** GET /api/zips/:zip: where a ZIP code is, as a listing's location shows it ("City, ST"). */
export const zipPlace = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  location: z.string(),
});
export type ZipPlace = z.infer<typeof zipPlace>;
