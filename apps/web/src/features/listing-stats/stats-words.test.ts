import { describe, expect, it } from 'vitest';
import { countOf, ordinal } from './stats-words';

describe('stats words', () => {
  it('says a count with its noun', () => {
    expect(countOf(1, 'view')).toBe('1 view');
    expect(countOf(0, 'save')).toBe('0 saves');
    expect(countOf(1200, 'view')).toBe('1,200 views');
  });

  it('says a place in order', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
