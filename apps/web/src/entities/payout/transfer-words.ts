import type { PayoutTransferState } from '@second-gear/contract';
import { wordsOf } from '../i18n';

/** Where the seller's share of a sale stands, in words: for the seller's payouts and the administrators' payments. */
export const transferStateWords: Readonly<Record<PayoutTransferState, string>> = wordsOf({
  pending: 'payout.state.pending',
  paid: 'payout.state.paid',
  reversed: 'payout.state.reversed',
  cancelled: 'payout.state.cancelled',
});
