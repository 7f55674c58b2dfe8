import type { PayoutTransferState } from '@second-gear/contract';

/** Where the seller's share of a sale stands, in words: for the seller's payouts and the administrators' payments. */
export const transferStateWords: Record<PayoutTransferState, string> = {
  pending: 'Pending',
  paid: 'Paid',
  reversed: 'Taken back after a refund',
  cancelled: 'Cancelled: refunded before it was sent',
};
