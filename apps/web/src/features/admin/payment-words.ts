import type { PaymentDispute } from '@second-gear/contract';
import { adminCatalogue } from './i18n';

/**
 * The bank's reason as Stripe names it (`product_not_received`), in words: "Product not received" (in English, the
 * code's own words; the Spanish catalogue names the reasons Stripe documents).
 */
export function disputeReasonWords(reason: string): string {
  const words = reason.replaceAll('_', ' ').trim();
  if (!words) return adminCatalogue.t('dispute.noReason');
  const code = /^[a-z0-9_]+$/.test(reason) ? reason : 'other';
  return adminCatalogue.t('dispute.reason', {
    reason: code,
    words: words.charAt(0).toLocaleUpperCase() + words.slice(1),
  });
}

/** "Product not received · Open": why the buyer's bank disputes the sale and where the dispute stands. */
export function disputeWords(dispute: Pick<PaymentDispute, 'reason' | 'status'>): string {
  return adminCatalogue.t('dispute.words', {
    reason: disputeReasonWords(dispute.reason),
    status: dispute.status,
  });
}
