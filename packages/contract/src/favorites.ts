import { z } from 'zod';
import { priceDrop, saleStatuses } from './cars.ts';
import { dealRating } from './deal-rating.ts';
import { reservedUntil } from './reservations.ts';

/** Cars one account can keep saved at once: enough for weeks of looking, not a scraper's bookmark list. */
export const maxFavorites = 100;

export const favoriteParams = z.object({ carId: z.uuid({ error: 'must be the id of a car' }) });

/** A saved car as it is now, beside what it was when saved. */
export const favorite = z.object({
  carId: z.string(),
  savedAt: z.iso.datetime({ offset: true }),
  /** The asking price when the car was saved. */
  priceWhenSaved: z.number().int(),
  /** The asking price now minus the price when saved: negative when it dropped. */
  priceChange: z.number().int(),
  /** As the car's page shows it now; null once sold or with too few comparables. */
  dealRating: dealRating.nullable(),
  car: z.object({
    _id: z.string(),
    productName: z.string(),
    image: z.string(),
    model: z.string(),
    make: z.string().nullable(),
    modelName: z.string().nullable(),
    trim: z.string().nullable(),
    year: z.number().int().nullable(),
    mileage: z.number().int().nullable(),
    resalePrice: z.number().int(),
    location: z.string(),
    saleStatus: z.enum(saleStatuses),
    priceDrop: priceDrop.nullable(),
    reservedUntil,
  }),
});
export type Favorite = z.infer<typeof favorite>;
export const favoriteList = z.array(favorite);
