import { z } from 'zod';

/**
 * A seller's payout account (a Stripe Connect Express account): none yet, one Stripe still needs details for, or one
 * that takes charges and receives payouts.
 */
export const payoutStatuses = ['not_started', 'details_needed', 'enabled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/**
 * Where a transfer of a sale's money to its seller stands: pending (held until the seller's payout account is enabled,
 * or on its way), paid (sent to the seller's account), reversed (taken back after a refund), or cancelled (the sale was
 * refunded before anything was sent).
 */
export const payoutTransferStates = ['pending', 'paid', 'reversed', 'cancelled'] as const;
export type PayoutTransferState = (typeof payoutTransferStates)[number];

/** The seller's share of one paid booking, sent to their payout account. */
export const payoutTransfer = z.object({
  _id: z.string(),
  bookingId: z.string(),
  amountCents: z.number().int(),
  /** What the marketplace kept of the sale. */
  feeCents: z.number().int(),
  state: z.enum(payoutTransferStates),
  /** A card dispute on the sale holds the transfer until it is decided. */
  frozen: z.boolean(),
  productName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PayoutTransfer = z.infer<typeof payoutTransfer>;

/** GET /payouts: the signed-in seller's payout account, what is on its way to them, and what was sent. */
export const payoutSummary = z.object({
  status: z.enum(payoutStatuses),
  /** What Stripe still needs from the seller, in plain words (empty unless `details_needed`). */
  currentlyDue: z.array(z.string()),
  /** Money of paid sales not yet transferred to the seller. */
  pendingCents: z.number().int().nonnegative(),
  transfers: z.array(payoutTransfer),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

/** POST /payouts/onboarding: Stripe's hosted onboarding page for the seller; single-use, it lasts minutes. */
export const payoutOnboarding = z.object({ url: z.url() });
export type PayoutOnboarding = z.infer<typeof payoutOnboarding>;
