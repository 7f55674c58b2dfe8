import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../lib/i18n';
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

describe('dispute words on a Spanish page', () => {
  afterEach(() => setPageLanguage('en'));

  it('names the reasons Stripe documents, and keeps the words of one it does not', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    expect(disputeWords({ reason: 'product_not_received', status: 'open' })).toBe(
      'Producto no recibido · Abierta',
    );
    expect(disputeReasonWords('brand_new_reason')).toBe('Brand new reason');
  });
});
