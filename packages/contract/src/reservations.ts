import { z } from 'zod';

/**
 * A reservation holds a car for one buyer against a refundable deposit (an authorisation hold on their card).
 * `pending` until the card is confirmed; `active` while it holds the car; then exactly one end: `converted` (the buyer
 * paid the rest, the deposit counted towards the price), `cancelled` (by the buyer or the seller, the hold released) or
 * `expired` (its time ran out, the hold released).
 */
export const reservationStates = ['pending', 'active', 'converted', 'cancelled', 'expired'] as const;
export type ReservationState = (typeof reservationStates)[number];

/** POST /reservations. */
export const newReservation = z.object({ carId: z.uuid({ error: 'carId must be the id of a car' }) });

/** The deposit to confirm with the card, as on the payment page; `amount` in whole dollars. */
export const createdReservation = z.object({
  _id: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CreatedReservation = z.infer<typeof createdReservation>;

/** A reservation as its buyer and the car's seller see it (GET /reservations); amounts in whole dollars. */
export const reservation = z.object({
  _id: z.string(),
  /** Null once the listing is gone. */
  carId: z.string().nullable(),
  productName: z.string(),
  productImage: z.string(),
  productPrice: z.number().int(),
  /** The deposit. */
  amount: z.number().int(),
  /** What PAY NOW charges once the deposit counts towards the price. */
  balance: z.number().int(),
  state: z.enum(reservationStates),
  expiresAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  /** Who reads it: the buyer who reserved, or the car's seller. */
  role: z.enum(['buyer', 'seller']),
  /** Who reserved the car: the seller sees it. Their account, null once it is deleted. */
  buyerId: z.string().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** Who cancelled it, when it was cancelled. */
  cancelledBy: z.enum(['buyer', 'seller']).nullable(),
});
export type Reservation = z.infer<typeof reservation>;
export const reservationList = z.array(reservation);

/** When a car is reserved, until when: an ISO instant, or null when it is not. Carried by every car answer. */
export const reservedUntil = z.iso.datetime({ offset: true }).nullable();

/**
 * GET /cars/{id}/reservation-terms: what reserving the car costs (whole dollars) and for how long, and whether it can
 * be reserved now; `reason` says why not (sold, already reserved, priced under twice the deposit).
 */
export const reservationTerms = z.object({
  deposit: z.number().int(),
  hours: z.number(),
  /** What PAY NOW would charge once the deposit counts towards the price. */
  balance: z.number().int(),
  reservable: z.boolean(),
  reason: z.string().nullable(),
});
export type ReservationTerms = z.infer<typeof reservationTerms>;
