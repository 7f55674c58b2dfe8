import { z } from 'zod';

/** The longest window a listing's stats cover, in days. */
export const statsMaxDays = 90;

/** GET /products/:id/stats: the window, in days up to today (UTC) included. */
export const statsQuery = z.object({
  days: z.coerce.number().int().min(1).max(statsMaxDays).default(30),
});

/** One UTC day of a listing's activity. */
export const statsDay = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  impressions: z.number().int(),
  views: z.number().int(),
  saves: z.number().int(),
  messages: z.number().int(),
});
export type StatsDay = z.infer<typeof statsDay>;

/** Where a car's price stands among the similar cars its deal rating is made from: 1 is the cheapest. */
export const pricePosition = z.object({
  rank: z.number().int(),
  /** The similar cars, this one included. */
  of: z.number().int(),
});
export type PricePosition = z.infer<typeof pricePosition>;

/**
 * What happened to one listing over the window: impressions (times it was on a results page), views (unique visitors
 * a day), saves, messages from buyers, offers from buyers, test drives and bookings asked for. Totals over the
 * window, and one entry per UTC day, oldest first, zero days included.
 */
export const listingStats = z.object({
  productName: z.string(),
  impressions: z.number().int(),
  views: z.number().int(),
  saves: z.number().int(),
  messages: z.number().int(),
  offers: z.number().int(),
  testDrives: z.number().int(),
  bookings: z.number().int(),
  /** Whole days since it was listed, up to its sale when sold. */
  daysOnMarket: z.number().int(),
  /** Null when there are no similar cars to compare with (or no vehicle data). */
  position: pricePosition.nullable(),
  series: z.array(statsDay),
});
export type ListingStats = z.infer<typeof listingStats>;

/** A listing's headline numbers since it was listed (My products). */
export const listingHeadline = z.object({
  carId: z.string(),
  impressions: z.number().int(),
  views: z.number().int(),
  saves: z.number().int(),
  messages: z.number().int(),
});
export type ListingHeadline = z.infer<typeof listingHeadline>;

/** GET /products/stats: the headline numbers of each of the caller's own cars. */
export const listingHeadlines = z.array(listingHeadline);
