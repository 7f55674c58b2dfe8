import { z } from 'zod';
import { sellerRating } from './reviews.ts';
import { reservedUntil } from './reservations.ts';
import { dealRating } from './deal-rating.ts';
import { emailAddress } from './accounts.ts';
import { completeness } from './completeness.ts';
import { carDealer } from './dealers.ts';
import { financingTerms } from './financing.ts';
import {
  drivetrain,
  exteriorColor,
  fuelType,
  mileage,
  modelYear,
  optionalVin,
  transmission,
  zipCode,
} from './vehicles.ts';

export const conditionTypes = ['Excellent', 'Good', 'Fair'] as const;
export const conditionType = z.enum(conditionTypes, { error: 'must be Excellent, Good or Fair' });
export type ConditionType = (typeof conditionTypes)[number];
export const saleStatuses = ['available', 'sold'] as const;

/** Prices are whole dollars; no used car here costs more than this. */
export const maxPrice = 10_000_000;
export const firstPurchaseYear = 1900;
/** Photos of one listing, at most; the first is its cover (`image`). */
export const maxPhotos = 20;

const photoList = z
  .array(z.string().trim().min(1).max(300), { error: 'Photos must be a list of uploaded photo URLs' })
  .min(1, 'A car needs at least one photo')
  .max(maxPhotos, `A car can have at most ${maxPhotos} photos`)
  .refine((urls) => new Set(urls).size === urls.length, 'The same photo is in the list twice');

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole dollars`)
    .positive(`${label} must be more than 0`)
    .max(maxPrice, `${label} must be at most $${maxPrice.toLocaleString('en-US')}`);

/**
 * POST /allCar. The seller's name and e-mail, the sale status and the post time are decided by the server; a client's
 * copies are accepted and ignored.
 */
export const newCar = z.object({
  productName: text('Product name', 120),
  image: text('Photo', 300),
  model: text('Model', 60),
  location: text('Location', 120),
  resalePrice: dollars('Resale price'),
  originalPrice: dollars('Original price'),
  useYear: z
    .number({ error: 'Years of use must be a number' })
    .int('Years of use must be whole years')
    .min(0, 'Years of use cannot be negative')
    .max(150),
  purchaseYear: z
    .number({ error: 'Purchase year must be a number' })
    .int('Purchase year must be a year')
    .min(firstPurchaseYear, `Purchase year must be ${firstPurchaseYear} or later`)
    .max(2100),
  conditionType: conditionType.default('Excellent'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').default(''),
  phone: text('Phone', 40),
  make: text('Make', 60),
  modelName: text('Model name', 80),
  trim: z
    .string({ error: 'Trim must be text' })
    .trim()
    .max(80, 'Trim must be at most 80 characters')
    .transform((trim) => trim || undefined)
    .optional(),
  year: modelYear,
  mileage,
  fuelType,
  transmission,
  drivetrain,
  exteriorColor,
  vin: optionalVin,
  zip: zipCode,
  /** Every photo, cover first; without it the listing has the one photo `image`. */
  images: photoList.optional(),
  saleStatus: z.unknown().optional(),
  sellerName: z.unknown().optional(),
  sellerEmail: z.unknown().optional(),
  postTime: z.unknown().optional(),
  date: z.unknown().optional(),
});
export type NewCar = z.input<typeof newCar>;

/** The rules of a listing that depend on this year; checked by the server and by the add-product form. */
export function carAgeProblem(
  purchaseYear: number,
  useYear: number,
  thisYear: number,
): { field: 'purchaseYear' | 'useYear'; message: string } | undefined {
  if (purchaseYear > thisYear) {
    return { field: 'purchaseYear', message: `Purchase year cannot be later than ${thisYear}.` };
  }
  const age = thisYear - purchaseYear;
  if (useYear > age) {
    return {
      field: 'useYear',
      message: `Years of use cannot be more than the car's age (${age} year${age === 1 ? '' : 's'}).`,
    };
  }
  return undefined;
}

export const insertedAnswer = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export const modifiedAnswer = z.object({ modifiedCount: z.number().int() });
export const deletedAnswer = z.object({ deletedCount: z.number().int() });

/** One price a car was offered at, from the moment it was listed or changed. */
export const priceChange = z.object({ price: z.number().int(), at: z.iso.datetime({ offset: true }) });
export type PriceChange = z.infer<typeof priceChange>;

/** How long a price drop is shown as a badge. */
export const priceDropDays = 14;

/** The latest price change when it was a drop made in the last `priceDropDays`: the badge shows until `until`. */
export const priceDrop = z.object({
  amount: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  until: z.iso.datetime({ offset: true }),
});
export type PriceDrop = z.infer<typeof priceDrop>;

/** The price drop of a history (oldest first) as of `now`, or null: computed by the server, shown by the web. */
export function priceDropOf(history: readonly PriceChange[], now: Date): PriceDrop | null {
  const last = history.at(-1);
  const before = history.at(-2);
  if (!last || !before || last.price >= before.price) return null;
  const until = new Date(new Date(last.at).getTime() + priceDropDays * 86_400_000);
  if (until <= now) return null;
  return { amount: before.price - last.price, at: last.at, until: until.toISOString() };
}

/** A car as its model page and its seller see it (specification section 3). */
export const car = z.object({
  _id: z.string(),
  productName: z.string(),
  image: z.string(),
  model: z.string(),
  location: z.string(),
  resalePrice: z.number().int(),
  originalPrice: z.number().int(),
  /** As of today: the seller's figure plus the years the listing has lived, at most the years since purchase. */
  useYear: z.number().int(),
  purchaseYear: z.number().int(),
  conditionType: conditionType,
  description: z.string(),
  saleStatus: z.enum(saleStatuses),
  status: z.literal('advertised').optional(),
  // All three are absent from a sold car whose seller's account was deleted: nobody can be reached through it.
  sellerName: z.string().optional(),
  sellerEmail: z.string().optional(),
  phone: z.string().optional(),
  postTime: z.string(),
  date: z.string(),
  /** When it was listed, as an instant: what screens show in the reader's own date style. */
  listedAt: z.iso.datetime({ offset: true }),
  sellerStatus: z.literal('verified').optional(),
  /** The seller's account, whose public profile is /sellers/{sellerId}; absent like the name once it is deleted. */
  sellerId: z.string().optional(),
  /** The dealership the car belongs to (its storefront is /dealers/{slug}), or null for a private seller's car. */
  dealer: carDealer.nullable(),
  // Vehicle data: null on cars listed before it was asked for ("Not given").
  make: z.string().nullable(),
  modelName: z.string().nullable(),
  trim: z.string().nullable(),
  year: z.number().int().nullable(),
  mileage: z.number().int().nullable(),
  fuelType: fuelType.nullable(),
  transmission: transmission.nullable(),
  drivetrain: drivetrain.nullable(),
  exteriorColor: exteriorColor.nullable(),
  vin: z.string().nullable(),
  zip: z.string().nullable(),
  /** Every price the car was offered at, oldest first: the listing's price, then each change. */
  priceHistory: z.array(priceChange),
  priceDrop: priceDrop.nullable(),
  /** Every photo of the car, the cover (`image`) first. */
  images: z.array(z.string()),
  /** While another buyer's reservation holds the car (see reservations.ts): when it ends. */
  reservedUntil,
  /**
   * Only on its seller's own list: a moderator hid the listing (or the seller's account is suspended), why, and whether
   * the seller has already appealed (once per listing).
   */
  hidden: z
    .object({ reason: z.string(), by: z.enum(['moderator', 'suspension']), appealed: z.boolean() })
    .optional(),
});
export type Car = z.infer<typeof car>;
export const carList = z.array(car);

/** A car as its own seller sees it (their list, the answer to an edit): with how complete the listing is. */
export const sellerCar = car.extend({ completeness });
export type SellerCar = z.infer<typeof sellerCar>;
export const sellerCarList = z.array(sellerCar);

/**
 * PATCH /products/{id}: what the seller may change on a car for sale; fields left out stay as they are. A new ZIP
 * code also moves the location to its "City, ST" unless a location is given too.
 */
export const carEdit = z
  .object({
    resalePrice: dollars('Resale price').optional(),
    mileage: mileage.optional(),
    description: z.string().trim().max(2000, 'Description must be at most 2000 characters').optional(),
    location: text('Location', 120).optional(),
    zip: zipCode.optional(),
    /** The photos in their new order, cover first: kept ones, and fresh uploads of the seller's to add. */
    images: photoList.optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    error:
      'Nothing to change: send at least one of resalePrice, mileage, description, location, zip, images.',
  });
export type CarEdit = z.input<typeof carEdit>;

/** A car of the "Similar cars" row of a car page. */
export const similarCar = z.object({
  _id: z.string(),
  image: z.string(),
  productName: z.string(),
  model: z.string(),
  resalePrice: z.number().int(),
  make: z.string().nullable(),
  modelName: z.string().nullable(),
  year: z.number().int().nullable(),
  mileage: z.number().int().nullable(),
  location: z.string(),
  priceDrop: priceDrop.nullable(),
  reservedUntil,
});
export type SimilarCar = z.infer<typeof similarCar>;
export const similarCarsLimit = 6;

/**
 * GET /cars/{id}: a car's public page, for anyone. The seller's phone and e-mail are there only for a signed-in
 * caller; `similar` holds up to six cars for sale of the same make and model or body type, near in price and year.
 */
export const carPage = car.extend({
  /** Whether the caller's token was valid: false for a visitor, or a token that has expired. */
  signedIn: z.boolean(),
  similar: z.array(similarCar),
  /** For a car for sale with enough comparables; null otherwise (GET /cars/{id}/comparables lists them). */
  dealRating: dealRating.nullable(),
  /** The seller's average stars and review count; null under three reviews. */
  sellerRating,
  /** Whether the signed-in caller has reported this car; false for a visitor. */
  reportedByYou: z.boolean(),
  /** The seller's usual reply time, as their profile shows it (GET /sellers/{id}): null under five conversations. */
  replyTimeMinutes: z.number().int().nullable(),
  /** The estimated monthly payment in whole dollars with the terms of `finance` (see financing.ts). */
  monthlyPayment: z.number().int(),
  /** The server's default financing terms: where the car page's calculator starts. */
  finance: financingTerms,
});
export type CarPage = z.infer<typeof carPage>;

export const sellerProductsRequest = z.object({ email: emailAddress });
export const idParams = z.object({ id: z.uuid({ error: 'must be an id' }) });

/** POST /upload: the stored photo, answered as the specification's image host did. */
export const uploadedPhoto = z.object({ id: z.string(), data: z.object({ url: z.string() }) });
