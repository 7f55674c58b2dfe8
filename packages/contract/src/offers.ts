import { z } from 'zod';
import { maxPrice } from './cars.ts';

/**
 * An offer on a car, made in its conversation. It stays open until the other side accepts, declines or counters it,
 * its maker withdraws it, or it expires; each of those ends is final (a counter is a new open offer of the other side).
 */
export const offerStates = ['open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired'] as const;
export type OfferState = (typeof offerStates)[number];

/** An offer is open this long before it expires. */
export const offerLifetimeHours = 48;

/** What the caller may do with an offer now, as the server decides. */
export const offerActions = ['accept', 'decline', 'counter', 'withdraw'] as const;
export type OfferAction = (typeof offerActions)[number];

export const offerAmount = z
  .number({ error: 'The offer must be a number' })
  .int('The offer must be whole dollars')
  .positive('The offer must be more than 0')
  .max(maxPrice, `The offer must be at most $${maxPrice.toLocaleString('en-US')}`);

/** POST /offers: an offer on a car, in the caller's conversation about it (started when there is none). */
export const newOffer = z.object({
  carId: z.uuid({ error: 'carId must be the id of a car' }),
  amount: offerAmount,
});
/** POST /conversations/{id}/offers and POST /offers/{id}/counter. */
export const offerAmountBody = z.object({ amount: offerAmount });
export const offerParams = z.object({ id: z.uuid({ error: 'must be an id' }) });

export const offer = z.object({
  _id: z.string(),
  /** Null once the listing is removed. */
  carId: z.string().nullable(),
  carName: z.string(),
  conversationId: z.string(),
  /** Whole dollars. */
  amount: z.number().int(),
  /** The car's asking price when the offer was made, in whole dollars. */
  askingPrice: z.number().int(),
  by: z.enum(['buyer', 'seller']),
  /** Whether the caller made it. */
  mine: z.boolean(),
  state: z.enum(offerStates),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  /** The booking an accepted offer made, for its buyer to pay. */
  bookingId: z.string().nullable(),
  actions: z.array(z.enum(offerActions)),
});
export type Offer = z.infer<typeof offer>;
export const offerList = z.array(offer);
