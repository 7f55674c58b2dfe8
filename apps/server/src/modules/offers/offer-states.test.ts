import { offerStates as states } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { expectExactly } from '../../../test/state-machines.ts';
import { offerActions, offerStates, requireFairAmount } from './offer-states.ts';

describe('offer states', () => {
  it('lets an open offer be accepted, declined, countered, withdrawn or expire, and nothing else', () => {
    expectExactly(offerStates, states, {
      'accept open': 'accepted',
      'decline open': 'declined',
      'counter open': 'countered',
      'withdraw open': 'withdrawn',
      'expire open': 'expired',
    });
  });

  it('gives the maker withdraw and the other side its answers, while the offer is open', () => {
    expect(offerActions({ state: 'open', by: 'buyer' }, 'buyer')).toEqual(['withdraw']);
    expect(offerActions({ state: 'open', by: 'buyer' }, 'seller')).toEqual(['accept', 'decline', 'counter']);
    expect(offerActions({ state: 'open', by: 'seller' }, 'buyer')).toEqual(['accept', 'decline', 'counter']);
    for (const state of states.filter((state) => state !== 'open')) {
      expect(offerActions({ state, by: 'buyer' }, 'seller')).toEqual([]);
    }
  });

  it('takes amounts from half the asking price (rounded up) to the asking price', () => {
    expect(() => requireFairAmount(7_500, 15_001)).toThrow('An offer must be at least $7,501.00');
    expect(() => requireFairAmount(7_501, 15_001)).not.toThrow();
    expect(() => requireFairAmount(15_001, 15_001)).not.toThrow();
    expect(() => requireFairAmount(15_002, 15_001)).toThrow(
      'cannot be more than the asking price of $15,001.00',
    );
  });
});
