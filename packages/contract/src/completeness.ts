import { z } from 'zod';

/**
 * How complete a listing is, out of 100, and what would raise it. The weights are published (docs/features.md) and add
 * up to 100; each part scores in proportion to how much of it the listing has.
 */
export const completenessWeights = {
  photos: 30,
  description: 20,
  vehicleFields: 25,
  vin: 15,
  verifiedAddress: 10,
} as const;

/** Photos count up to this many. */
export const completePhotos = 10;
/** Description characters count up to this many. */
export const completeDescription = 200;

/** The vehicle fields buyers filter and search by, with the words a tip uses for each. */
export const vehicleFieldNames = {
  make: 'make',
  modelName: 'model',
  trim: 'trim',
  year: 'model year',
  mileage: 'mileage',
  fuelType: 'fuel type',
  transmission: 'transmission',
  drivetrain: 'drivetrain',
  exteriorColor: 'exterior color',
} as const;
type VehicleField = keyof typeof vehicleFieldNames;

/** What the score is worked out from: a car answer has all of it, and so has the edit form. */
export interface CompletenessSubject extends Record<VehicleField, unknown> {
  images: readonly string[];
  description: string;
  vin: string | null;
  /** A US ZIP code the server resolved to a known place ("City, ST"); a listing without one has null. */
  zip: string | null;
}

export const completeness = z.object({
  score: z.number().int().min(0).max(100),
  tips: z.array(z.string()),
});
export type Completeness = z.infer<typeof completeness>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The listing's score and one tip for each part that is not full, largest gain first. */
export function listingCompleteness(car: CompletenessSubject): Completeness {
  const photos = Math.min(car.images.length, completePhotos);
  const characters = Math.min(car.description.trim().length, completeDescription);
  const fields = Object.keys(vehicleFieldNames) as VehicleField[];
  const missing = fields.filter(
    (field) => car[field] === null || car[field] === undefined || car[field] === '',
  );
  const hasVin = Boolean(car.vin);
  const hasAddress = Boolean(car.zip);
  const parts = [
    {
      points: (completenessWeights.photos * photos) / completePhotos,
      weight: completenessWeights.photos,
      tip: `Add ${plural(completePhotos - photos, 'more photo')}: buyers see a car from every side in ${completePhotos} or more.`,
    },
    {
      points: (completenessWeights.description * characters) / completeDescription,
      weight: completenessWeights.description,
      tip: `Write ${plural(completeDescription - characters, 'more character')} of description: say how the car was used and looked after.`,
    },
    {
      points: (completenessWeights.vehicleFields * (fields.length - missing.length)) / fields.length,
      weight: completenessWeights.vehicleFields,
      tip: `Give the ${missing.map((field) => vehicleFieldNames[field]).join(', ')}: search filters only find a car by the details it has.`,
    },
    {
      points: hasVin ? completenessWeights.vin : 0,
      weight: completenessWeights.vin,
      tip: 'Add the VIN: buyers can check the car’s history with it.',
    },
    {
      points: hasAddress ? completenessWeights.verifiedAddress : 0,
      weight: completenessWeights.verifiedAddress,
      tip: 'Give the US ZIP code where the car is: buyers searching near them find cars by distance from it.',
    },
  ];
  const score = Math.round(parts.reduce((sum, part) => sum + part.points, 0));
  const tips = parts
    .filter((part) => part.points < part.weight)
    .sort((a, b) => b.weight - b.points - (a.weight - a.points))
    .map((part) => part.tip);
  return { score, tips };
}
