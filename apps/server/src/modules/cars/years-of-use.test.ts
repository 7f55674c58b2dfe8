import { describe, expect, it } from 'vitest';
import { yearsOfUse } from './years-of-use.ts';

const listed2024 = { purchaseYear: 2017, useYear: 7, listedAt: new Date('2024-03-10T12:00:00Z') };

describe('yearsOfUse', () => {
  it('is what the seller gave in the year of listing', () => {
    expect(yearsOfUse(listed2024, new Date('2024-12-31T12:00:00Z'))).toBe(7);
  });

  it('grows by one each year the listing lives on', () => {
    expect(yearsOfUse(listed2024, new Date('2025-01-01T12:00:00Z'))).toBe(8);
    expect(yearsOfUse(listed2024, new Date('2026-11-20T12:00:00Z'))).toBe(9);
  });

  it('never passes the years since the car was bought', () => {
    const parked = { purchaseYear: 2020, useYear: 2, listedAt: new Date('2022-06-01T00:00:00Z') };
    expect(yearsOfUse(parked, new Date('2026-06-01T00:00:00Z'))).toBe(6);
    const sparingly = { purchaseYear: 2015, useYear: 3, listedAt: new Date('2023-06-01T00:00:00Z') };
    expect(yearsOfUse(sparingly, new Date('2026-06-01T00:00:00Z'))).toBe(6);
  });

  it('keeps a figure older data gave beyond the car’s age rather than shrinking it', () => {
    const odd = { purchaseYear: 2025, useYear: 4, listedAt: new Date('2025-02-01T00:00:00Z') };
    expect(yearsOfUse(odd, new Date('2026-02-01T00:00:00Z'))).toBe(4);
  });

  it('counts a listing dated in the future (a clock set wrong) as listed today', () => {
    const ahead = { purchaseYear: 2018, useYear: 5, listedAt: new Date('2027-01-01T00:00:00Z') };
    expect(yearsOfUse(ahead, new Date('2026-01-01T00:00:00Z'))).toBe(5);
  });
});
