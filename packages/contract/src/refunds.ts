import { z } from 'zod';
import { paymentStatuses, refundNotice } from './buying.ts';
import { payoutTransferStates } from './payouts.ts';

const refundReason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(3, 'Reason must be at least 3 characters')
  .max(500, 'Reason must be at most 500 characters');

/**
 * POST /admin/payments/{bookingId}/refund: an administrator refunds a paid sale in full, saying why (the buyer and the
 * seller read it); `relist` puts the car back on sale, otherwise it stays sold.
 */
export const adminRefundRequest = z.object({
  reason: refundReason,
  relist: z.boolean({ error: 'relist must be true or false' }),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequest>;

/**
 * POST /payments/{bookingId}/refund: the seller refunds a sale of their car before their share is transferred. The
 * car goes back on sale unless `relist` is false.
 */
export const sellerRefundRequest = z.object({
  reason: refundReason,
  relist: z.boolean({ error: 'relist must be true or false' }).default(true),
});
export type SellerRefundRequest = z.infer<typeof sellerRefundRequest>;

/** The answer of both refund calls: the booking is refunded, and the car is on sale again or not. */
export const refundAnswer = z.object({
  bookingId: z.string(),
  paymentStatus: z.literal('refunded'),
  refundedCents: z.number().int().nonnegative(),
  relisted: z.boolean(),
});
export type RefundAnswer = z.infer<typeof refundAnswer>;

/** Where a card dispute (a chargeback the buyer's bank opened) stands. */
export const disputeStatuses = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

export const paymentDispute = z.object({
  _id: z.string(),
  /** The bank's reason as Stripe names it (`fraudulent`, `product_not_received`, ...). */
  reason: z.string(),
  amountCents: z.number().int().nonnegative(),
  status: z.enum(disputeStatuses),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PaymentDispute = z.infer<typeof paymentDispute>;

/** The administrators' list of sales: paid ones (refundable), refunded ones, and those with an open dispute. */
export const adminPaymentFilters = ['paid', 'refunded', 'disputed'] as const;
export const adminPaymentsQuery = z.object({
  status: z.enum(adminPaymentFilters, { error: 'must be paid, refunded or disputed' }).default('paid'),
  after: z.string().max(300).optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;

/** A sale in the administrators' list, newest first; pages follow the `Link` header as the other admin lists do. */
export const adminPayment = z.object({
  bookingId: z.string(),
  productName: z.string(),
  carId: z.string().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  sellerName: z.string().nullable(),
  /** Everything the buyer paid for the car (a reservation's deposit and the rest). */
  amountCents: z.number().int().nonnegative(),
  feeCents: z.number().int().nonnegative(),
  paidAt: z.iso.datetime({ offset: true }),
  paymentStatus: z.enum(paymentStatuses),
  /** The seller's share, once the sale made one: held or sent, and whether a dispute froze it. */
  transfer: z
    .object({
      state: z.enum(payoutTransferStates),
      amountCents: z.number().int().nonnegative(),
      frozen: z.boolean(),
    })
    .nullable(),
  refund: refundNotice.nullable(),
  dispute: paymentDispute.nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPaymentList = z.array(adminPayment);
