import type { RefundNotice } from '@second-gear/contract';
import { formatCents, formatDate } from '../../lib/format';
import { entitiesCatalogue } from '../i18n';

/** Who reads a refund: its buyer, the car's seller, or an administrator. */
export type RefundReader = 'buyer' | 'seller' | 'admin';

/** "Refunded $12,500.00 on Nov 20, 2026 by the seller": how much went back, when, and who sent it back. */
export function refundSummary(refund: RefundNotice, reader: RefundReader): string {
  const by = refund.by === 'seller' && reader === 'seller' ? 'you' : refund.by;
  return entitiesCatalogue.t('order.refundSummary', {
    by,
    amount: formatCents(refund.amountCents),
    date: formatDate(refund.refundedAt),
  });
}
