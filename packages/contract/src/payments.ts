import { z } from 'zod';

/**
 * The card gateway the payment page talks to: Stripe itself (Stripe.js with this publishable key), or the sandbox
 * that stands in for it when no Stripe keys are configured. The sandbox speaks Stripe's HTTP API under `apiBase` on
 * this same origin; the page confirms a card there with the client secret, as Stripe.js does.
 */
export const paymentProvider = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stripe'), publishableKey: z.string() }),
  z.object({ kind: z.literal('sandbox'), publishableKey: z.string(), apiBase: z.string() }),
]);
export type PaymentProvider = z.infer<typeof paymentProvider>;

/** Stripe's test cards the sandbox follows, listed on its card form. */
export const sandboxTestCards = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'is declined for insufficient funds' },
] as const;

/**
 * POST /create-payment-intent. The amount is the booking's, computed on the server: a `price` sent by the page is
 * accepted for the specification's sake and ignored.
 */
export const paymentIntentRequest = z.object({
  bookingId: z.uuid({ error: 'bookingId must be the id of a booking' }),
  price: z.unknown().optional(),
});
export const paymentIntentAnswer = z.object({ clientSecret: z.string() });

/**
 * POST /payments: records a payment once the server has found it succeeded at the gateway. Only `transactionId` (the
 * payment intent's id) counts; every other field is taken from the booking and the gateway.
 */
export const newPayment = z.object({
  transactionId: z
    .string({ error: 'transactionId is required' })
    .trim()
    .min(1, 'transactionId is required')
    .max(255, 'transactionId is too long'),
  username: z.unknown().optional(),
  email: z.unknown().optional(),
  product: z.unknown().optional(),
  price: z.unknown().optional(),
  time: z.unknown().optional(),
  date: z.unknown().optional(),
});

/** PATCH /bookingPayment/{id}: the booking is paid and the car is the buyer's. */
export const completedBooking = z.object({
  acknowledged: z.literal(true),
  paymentStatus: z.literal('paid'),
  transactionId: z.string(),
});
