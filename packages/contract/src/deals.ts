import { z } from 'zod';
import { bookingCancellers, paymentStatuses, refundNotice } from './buying.ts';
import { offer } from './offers.ts';
import { reservation } from './reservations.ts';
import { testDrive } from './test-drives.ts';

/** What a seller may do with a booking of their car now: decline one unpaid, refund one paid before the transfer. */
export const dealBookingActions = ['decline', 'refund'] as const;

/** A booking of the seller's car, with the buyer's contact. */
export const dealBooking = z.object({
  _id: z.string(),
  /** Null once the buyer's account is deleted. */
  buyerId: z.string().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  phone: z.string(),
  meetingLocation: z.string(),
  productPrice: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
  agreed: z.boolean(),
  cancelledBy: z.enum(bookingCancellers).nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  refund: refundNotice.nullable(),
  actions: z.array(z.enum(dealBookingActions)),
});
export type DealBooking = z.infer<typeof dealBooking>;

/**
 * GET /deals: each of the seller's cars with something going on, newest activity first; within a car each kind of deal
 * is newest first (test drives soonest first). Each kind is listed by the module that owns it.
 */
export const carDeals = z.object({
  car: z.object({
    _id: z.string(),
    productName: z.string(),
    image: z.string(),
    resalePrice: z.number().int(),
    saleStatus: z.enum(['available', 'sold']),
  }),
  bookings: z.array(dealBooking),
  offers: z.array(offer),
  reservations: z.array(reservation),
  testDrives: z.array(testDrive),
});
export type CarDeals = z.infer<typeof carDeals>;
export const dealList = z.array(carDeals);
