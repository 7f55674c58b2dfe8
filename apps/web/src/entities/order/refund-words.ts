import type { RefundNotice } from '@second-gear/contract';
import { formatCents, formatDate } from '../../lib/format';

/** Who reads a refund: its buyer, the car's seller, or an administrator. */
export type RefundReader = 'buyer' | 'seller' | 'admin';

function refunderWords(by: RefundNotice['by'], reader: RefundReader): string {
  switch (by) {
    case 'admin':
      return 'by Second Gear';
    case 'seller':
      return reader === 'seller' ? 'by you' : 'by the seller';
    case 'sale':
      return 'the car was sold to another buyer';
  }
}

/** "Refunded $12,500.00 on Nov 20, 2026 by the seller": how much went back, when, and who sent it back. */
export function refundSummary(refund: RefundNotice, reader: RefundReader): string {
  const what = `Refunded ${formatCents(refund.amountCents)} on ${formatDate(refund.refundedAt)}`;
  const who = refunderWords(refund.by, reader);
  return refund.by === 'sale' ? `${what}: ${who}` : `${what} ${who}`;
}
