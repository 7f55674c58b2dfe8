import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxFeeBasisPoints, parseFeePercent, splitCharge } from './platform-fee.ts';

const charges = fc.integer({ min: 0, max: 2_000_000_000 });
const rates = fc.integer({ min: 0, max: maxFeeBasisPoints });

describe('splitCharge', () => {
  it('gives shares that add up to the charge, a fee within half a cent of the exact one, never negative', () => {
    fc.assert(
      fc.property(charges, rates, (amountCents, basisPoints) => {
        const { sellerCents, feeCents } = splitCharge(amountCents, basisPoints);
        expect(sellerCents + feeCents).toBe(amountCents);
        expect(feeCents).toBeGreaterThanOrEqual(0);
        expect(sellerCents).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(feeCents)).toBe(true);
        // |fee − amount × bp / 10000| ≤ ½ cent, compared in integers.
        const error = BigInt(feeCents) * 10_000n - BigInt(amountCents) * BigInt(basisPoints);
        expect(error >= -5_000n && error <= 5_000n).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes no fee at 0 %', () => {
    fc.assert(
      fc.property(charges, (amountCents) => {
        expect(splitCharge(amountCents, 0)).toEqual({ sellerCents: amountCents, feeCents: 0 });
      }),
    );
  });

  it('rounds an exact half cent up', () => {
    // 10 % of 5 cents is 0.5 cents; 2.5 % of $10.10 is 25.25 cents; 7.25 % of $100.02 is 725.145 cents.
    expect(splitCharge(5, 1_000)).toEqual({ sellerCents: 4, feeCents: 1 });
    expect(splitCharge(1_010, 250)).toEqual({ sellerCents: 985, feeCents: 25 });
    expect(splitCharge(10_002, 725)).toEqual({ sellerCents: 9_277, feeCents: 725 });
  });

  it('refuses fractions of a cent, negative charges and rates outside 0–50 %', () => {
    expect(() => splitCharge(10.5, 100)).toThrow(RangeError);
    expect(() => splitCharge(-1, 100)).toThrow(RangeError);
    expect(() => splitCharge(100, 5_001)).toThrow(RangeError);
    expect(() => splitCharge(100, -1)).toThrow(RangeError);
  });
});

describe('parseFeePercent', () => {
  it('reads whole and decimal percentages as basis points', () => {
    expect(parseFeePercent('0')).toBe(0);
    expect(parseFeePercent('7')).toBe(700);
    expect(parseFeePercent('7.5')).toBe(750);
    expect(parseFeePercent('7.25')).toBe(725);
    expect(parseFeePercent('0.01')).toBe(1);
    expect(parseFeePercent('50')).toBe(5_000);
  });

  it('refuses what is not a percentage from 0 to 50 with at most two decimals', () => {
    for (const text of ['50.01', '51', '100', '-1', '7.125', '1e1', 'seven', '', '.5', '7.', '+5']) {
      expect(parseFeePercent(text), text).toBeUndefined();
    }
  });
});
