import { describe, expect, it } from 'vitest';
import { disputeReasonWords, disputeWords } from './payment-words';

describe('disputeReasonWords', () => {
  it('turns Stripe’s reason codes into words', () => {
    expect(disputeReasonWords('product_not_received')).toBe('Product not received');
    expect(disputeReasonWords('fraudulent')).toBe('Fraudulent');
    expect(disputeReasonWords('')).toBe('No reason given');
  });

  it('says the reason and where the dispute stands', () => {
    expect(disputeWords({ reason: 'duplicate', status: 'open' })).toBe('Duplicate · Open');
    expect(disputeWords({ reason: 'credit_not_processed', status: 'lost' })).toBe(
      'Credit not processed · Lost',
    );
  });
});
