import { describe, expect, it } from 'vitest';
import { marketValue } from './market-value.ts';

const camry = { originalPrice: 26_000, year: 2020, mileage: 60_000, conditionType: 'Good' } as const;

describe('marketValue', () => {
  it('falls with age, with miles and with condition, in whole hundreds', () => {
    const value = marketValue(camry, 2025);
    expect(value % 100).toBe(0);
    expect(marketValue({ ...camry, year: 2022, mileage: 36_000 }, 2025)).toBeGreaterThan(value);
    expect(marketValue({ ...camry, mileage: 120_000 }, 2025)).toBeLessThan(value);
    expect(marketValue({ ...camry, mileage: 20_000 }, 2025)).toBeGreaterThan(value);
    expect(marketValue({ ...camry, conditionType: 'Fair' }, 2025)).toBeLessThan(value);
  });

  it('takes about a fifth off in the first year and about 8% a year after', () => {
    expect(marketValue({ ...camry, year: 2024, mileage: 12_000 }, 2025)).toBe(20_800);
    expect(marketValue({ ...camry, year: 2023, mileage: 24_000 }, 2025)).toBe(19_100);
  });
});
