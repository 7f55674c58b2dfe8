import { z } from 'zod';
import { emailAddress } from './accounts.ts';
import { car } from './cars.ts';
import { reportDetailsOrOther } from './reports.ts';

/** Cars of a model come a page at a time; the next page's URL is in the `Link: <…>; rel="next"` header. */
export const modelCarsPageSize = 24;
export const modelCarsParams = z.object({ model: z.string().trim().min(1).max(60) });
export const modelCarsQuery = z.object({
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(modelCarsPageSize),
});

/** A car on its model page, with whether the signed-in visitor has reported it. */
export const modelCar = car.extend({ reportedByYou: z.boolean() });
export const modelCarList = z.array(modelCar);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * POST /bookings. Only the meeting place, the phone and the car are the buyer's to say; the buyer's name and e-mail
 * and every product field come from the server (a client's copies are accepted and ignored).
 */
export const newBooking = z.object({
  carId: z.uuid({ error: 'carId must be the id of a car' }),
  location: requiredText('Meeting location', 120),
  phone: requiredText('Phone', 40),
  username: z.unknown().optional(),
  email: z.unknown().optional(),
  productName: z.unknown().optional(),
  productPrice: z.unknown().optional(),
  productImage: z.unknown().optional(),
  carModel: z.unknown().optional(),
  paymentStatus: z.unknown().optional(),
});

/**
 * A booking is unpaid until its payment completes (paid). A payment that went through after the car was sold to
 * someone else is refunded, and so is the booking (refunded); so is a paid one an administrator or its seller refunds.
 * A booking still unpaid when its seller marks the car sold elsewhere is cancelled. Refunded and cancelled are final.
 */
export const paymentStatuses = ['unpaid', 'paid', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Who ended a cancelled booking: its buyer, its seller (declined, with a reason), or the car's sale elsewhere. */
/** `moderator`: an administrator suspended the car's seller. */
export const bookingCancellers = ['buyer', 'seller', 'sale', 'moderator'] as const;
/** The reason a booking cancelled by `moderator` carries: whose account's suspension ended it. */
export const suspendedBuyerReason = "the buyer's account was suspended";
export const suspendedSellerReason = "the seller's account was suspended";
export type BookingCanceller = (typeof bookingCancellers)[number];

/** Who refunded a sale: an administrator, the car's seller, or the lost race for a car sold to someone else. */
export const refunders = ['admin', 'seller', 'sale'] as const;
export type Refunder = (typeof refunders)[number];

/** A refunded sale, as its buyer, its seller and administrators see it. */
export const refundNotice = z.object({
  by: z.enum(refunders),
  reason: z.string(),
  amountCents: z.number().int().nonnegative(),
  refundedAt: z.iso.datetime({ offset: true }),
});
export type RefundNotice = z.infer<typeof refundNotice>;

/** What a booking's buyer may do with it now, as the server decides. */
export const orderActions = ['pay', 'cancel'] as const;

/**
 * A row of My orders. `carSold` tells an unpaid booking whose car went to someone else. The seller's contact is given
 * while the booking stands (unpaid or paid); `actions` are what the buyer may do next.
 */
export const order = z.object({
  _id: z.string(),
  productImage: z.string(),
  productName: z.string(),
  carModel: z.string(),
  productPrice: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
  carSold: z.boolean(),
  carId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  meetingLocation: z.string(),
  /** Booked through an accepted offer: the price is the agreed one. */
  agreed: z.boolean(),
  cancelledBy: z.enum(bookingCancellers).nullable(),
  cancelReason: z.string().nullable(),
  seller: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  /** Why and when a refunded booking's money went back, and who sent it back. */
  refund: refundNotice.nullable(),
  actions: z.array(z.enum(orderActions)),
  /** Whether the booking has a receipt to download (paid, or paid and since refunded): see `receiptPath`. */
  hasReceipt: z.boolean(),
});
export type Order = z.infer<typeof order>;
export const orderList = z.array(order);
export const ordersParams = z.object({ email: z.string().max(254) });
export const ordersRequest = z.object({ email: emailAddress });

/** GET /bookingPayment/{id}: the booking its buyer is about to pay. */
export const bookingPayment = z.object({
  _id: z.string(),
  productName: z.string(),
  productPrice: z.number().int(),
  productImage: z.string(),
  carModel: z.string(),
  username: z.string(),
  email: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  carSold: z.boolean(),
  /** Whether the card form belongs on the page: the booking is unpaid and its car still to be had. */
  payable: z.boolean(),
});

/** GET /bookings/{id}/receipt.pdf: the receipt of a paid booking, for its buyer and administrators. */
export const receiptPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}/receipt.pdf`;
/** The receipt's answer: a PDF file, sent as a download. */
export const receiptFile = z
  .string()
  .meta({ format: 'binary' })
  .describe('The receipt: a PDF naming the buyer, the seller, the car, each charge and the total');

/** POST /bookings/{id}/decline: the seller's reason, which the buyer reads. */
export const bookingDecline = z.object({ reason: requiredText('Reason', 500) });
/** POST /bookings/{id}/cancel and /decline answer the booking's new state. */
export const bookingChanged = z.object({
  _id: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  cancelledBy: z.enum(bookingCancellers).nullable(),
});

/**
 * POST /reportedItems: the car is named by `carId`, with a reason (`other` when left out) and an optional note; the
 * other fields are the server's to fill.
 */
export const newReport = reportDetailsOrOther.extend({
  carId: z.uuid({ error: 'carId must be the id of a car' }),
  image: z.unknown().optional(),
  productName: z.unknown().optional(),
  model: z.unknown().optional(),
  resalePrice: z.unknown().optional(),
});
