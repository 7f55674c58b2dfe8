import { z } from 'zod';
import { priceDrop } from './cars.ts';
import { reservedUntil } from './reservations.ts';

/** A car model of the "Browse Our Models" grid. */
export const carModel = z.object({
  _id: z.string(),
  model: z.string(),
  image: z.string(),
});
export type CarModel = z.infer<typeof carModel>;
export const carModelList = z.array(carModel);

/** A card of the "Latest Collections" carousel. */
export const advertisedProduct = z.object({
  _id: z.string(),
  image: z.string(),
  productName: z.string(),
  model: z.string(),
  resalePrice: z.number().int(),
  /** The price drop badge, while it shows (see `priceDropOf`). */
  priceDrop: priceDrop.nullable().optional(),
  reservedUntil,
});
export type AdvertisedProduct = z.infer<typeof advertisedProduct>;
export const advertisedProductList = z.array(advertisedProduct);
