import type { DisputeStatus, PaymentDispute } from '@second-gear/contract';

const disputeStatusWords: Record<DisputeStatus, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
};

/** The bank's reason as Stripe names it (`product_not_received`), in words: "Product not received". */
export function disputeReasonWords(reason: string): string {
  const words = reason.replaceAll('_', ' ').trim();
  return words ? words.charAt(0).toLocaleUpperCase() + words.slice(1) : 'No reason given';
}

/** "Product not received · Open": why the buyer's bank disputes the sale and where the dispute stands. */
export function disputeWords(dispute: Pick<PaymentDispute, 'reason' | 'status'>): string {
  return `${disputeReasonWords(dispute.reason)} · ${disputeStatusWords[dispute.status]}`;
}
