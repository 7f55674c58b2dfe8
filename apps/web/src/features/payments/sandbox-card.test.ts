import { describe, expect, it } from 'vitest';
import { fieldOfParam, formatCardNumber, formatCvc, formatExpiry, readSandboxCard } from './sandbox-card';

describe('the sandbox card form', () => {
  it('groups the card number by four as it is typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/34')).toBe('12 / 34');
    expect(formatExpiry('12 / 2034')).toBe('12 / 2034');
    expect(formatCvc('12a34x5')).toBe('1234');
  });

  it('reads the card as Stripe takes it, with two-digit years in this century', () => {
    expect(readSandboxCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })).toEqual({
      card: { number: '4242424242424242', expMonth: '12', expYear: '2034', cvc: '123' },
    });
    expect(readSandboxCard({ number: '4242424242424242', expiry: '01 / 2031', cvc: '1234' })).toMatchObject({
      card: { expMonth: '01', expYear: '2031', cvc: '1234' },
    });
  });

  it.each([
    [{ number: '', expiry: '12 / 34', cvc: '123' }, 'number', 'Your card number is incomplete.'],
    [{ number: '4242 4242', expiry: '12 / 34', cvc: '123' }, 'number', 'Your card number is incomplete.'],
    [
      { number: '4242424242424242', expiry: '12 / 3', cvc: '123' },
      'expiry',
      "Your card's expiration date is incomplete.",
    ],
    [
      { number: '4242424242424242', expiry: '12 / 34', cvc: '1' },
      'cvc',
      "Your card's security code is incomplete.",
    ],
  ])('names the first incomplete field of %o', (fields, field, error) => {
    expect(readSandboxCard(fields)).toEqual({ field, error });
  });

  it('finds the field a provider error names', () => {
    expect(fieldOfParam('payment_method_data[card][exp_year]')).toBe('expiry');
    expect(fieldOfParam('exp_month')).toBe('expiry');
    expect(fieldOfParam('payment_method_data[card][cvc]')).toBe('cvc');
    expect(fieldOfParam('number')).toBe('number');
    expect(fieldOfParam('amount')).toBeUndefined();
    expect(fieldOfParam(undefined)).toBeUndefined();
  });
});
