import { describe, expect, it } from 'vitest';
import { replyTimeWords } from './reply-time-words';

describe('replyTimeWords', () => {
  it.each([
    [1, 'within an hour'],
    [60, 'within an hour'],
    [61, 'within 2 hours'],
    [120, 'within 2 hours'],
    [23 * 60, 'within 23 hours'],
    [23 * 60 + 1, 'within a day'],
    [24 * 60 + 1, 'within 2 days'],
  ])('says %i minutes as "%s"', (minutes, words) => {
    expect(replyTimeWords(minutes)).toBe(words);
  });
});
