import { sellerRatingOf } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { replyTimeMinutes } from './reply-time.ts';

describe('replyTimeMinutes', () => {
  it('gives the median in whole minutes, at least one, from three conversations on', () => {
    expect(replyTimeMinutes({ conversations: 5, seconds: 7_170 })).toBe(120);
    expect(replyTimeMinutes({ conversations: 5, seconds: 10 })).toBe(1);
    expect(replyTimeMinutes({ conversations: 4, seconds: 600 })).toBeNull();
    expect(replyTimeMinutes({ conversations: 0, seconds: null })).toBeNull();
  });

  it('gives none when the median conversation is unanswered', () => {
    expect(replyTimeMinutes({ conversations: 7, seconds: Number.POSITIVE_INFINITY })).toBeNull();
  });
});

describe('sellerRatingOf', () => {
  it('averages to one decimal from the third review on, and gives none before', () => {
    expect(sellerRatingOf({ count: 3, sum: 13 })).toEqual({ average: 4.3, count: 3 });
    expect(sellerRatingOf({ count: 2, sum: 10 })).toBeNull();
    expect(sellerRatingOf({ count: null, sum: null })).toBeNull();
    expect(sellerRatingOf(undefined)).toBeNull();
  });
});
