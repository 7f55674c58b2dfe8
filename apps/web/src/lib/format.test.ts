import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime, formatPrice } from './format';

describe('formatPrice', () => {
  it.each([
    [0, '$0'],
    [950, '$950'],
    [12500, '$12,500'],
    [1234567, '$1,234,567'],
  ])('formats %i as %s', (dollars, expected) => {
    expect(formatPrice(dollars)).toBe(expected);
  });
});

describe('formatCents', () => {
  it('shows cents as a price with its cents: dollar sign, thousands separators, two decimals', () => {
    expect(formatCents(1_234_550)).toBe('$12,345.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-300)).toBe('-$3.00');
  });
});

describe('formatDate and formatDateTime', () => {
  const at = '2026-11-20T15:45:00.000Z';
  const inUtc = { locale: 'en-US', timeZone: 'UTC' };

  it('show one style everywhere: month, day and year, then the time', () => {
    expect(formatDate(at, inUtc)).toBe('Nov 20, 2026');
    expect(formatDateTime(at, inUtc)).toBe('Nov 20, 2026, 3:45 PM');
  });

  it("follow the reader's language and time zone", () => {
    expect(formatDate(at, { locale: 'de-DE', timeZone: 'UTC' })).toBe('20.11.2026');
    expect(formatDate('2026-11-20T03:00:00.000Z', { locale: 'en-US', timeZone: 'America/Chicago' })).toBe(
      'Nov 19, 2026',
    );
  });
});
