import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

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
