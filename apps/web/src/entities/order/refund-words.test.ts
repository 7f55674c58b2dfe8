import type { RefundNotice } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import { refundSummary } from './refund-words';

const refundedAt = '2026-11-20T12:00:00.000Z';
// The day as the reader's time zone has it: the suite runs on both sides of the date line.
const day = formatDate(refundedAt);

const refund = (by: RefundNotice['by']): RefundNotice => ({
  by,
  reason: 'The car failed its inspection',
  amountCents: 1_250_050,
  refundedAt,
});

describe('refundSummary', () => {
  it('says how much went back, on which day, and who sent it back, as the buyer reads it', () => {
    expect(refundSummary(refund('seller'), 'buyer')).toBe(`Refunded $12,500.50 on ${day} by the seller`);
    expect(refundSummary(refund('admin'), 'buyer')).toBe(`Refunded $12,500.50 on ${day} by Second Gear`);
    expect(refundSummary(refund('sale'), 'buyer')).toBe(
      `Refunded $12,500.50 on ${day}: the car was sold to another buyer`,
    );
  });

  it('tells the seller the refund they gave was theirs', () => {
    expect(refundSummary(refund('seller'), 'seller')).toBe(`Refunded $12,500.50 on ${day} by you`);
    expect(refundSummary(refund('seller'), 'admin')).toBe(`Refunded $12,500.50 on ${day} by the seller`);
  });
});
