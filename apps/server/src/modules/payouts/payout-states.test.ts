import { payoutStatuses, payoutTransferStates } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { expectExactly } from '../../../test/state-machines.ts';
import { dueInWords, payoutStates, payoutStatusOf, transferStates } from './payout-states.ts';

describe('payout account states', () => {
  it('opens once, then is enabled or asked for details as the gateway says, never back to not started', () => {
    expectExactly(payoutStates, payoutStatuses, {
      'open not_started': 'details_needed',
      'enable details_needed': 'enabled',
      'enable enabled': 'enabled',
      'askDetails details_needed': 'details_needed',
      'askDetails enabled': 'details_needed',
    });
  });

  it('sends a pending transfer once, cancels one not sent, reverses one sent, and nothing else', () => {
    expectExactly(transferStates, payoutTransferStates, {
      'send pending': 'paid',
      'cancel pending': 'cancelled',
      'reverse paid': 'reversed',
    });
  });

  it('is enabled only when charges and payouts are enabled and nothing is due now', () => {
    const account = {
      id: 'acct_1',
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      currentlyDue: [] as string[],
      disabledReason: null,
    };
    expect(payoutStatusOf(account)).toBe('enabled');
    expect(payoutStatusOf({ ...account, chargesEnabled: false })).toBe('details_needed');
    expect(payoutStatusOf({ ...account, payoutsEnabled: false })).toBe('details_needed');
    expect(payoutStatusOf({ ...account, currentlyDue: ['individual.verification.document'] })).toBe(
      'details_needed',
    );
  });
});

describe('what Stripe needs, in words', () => {
  it('says each thing once, in the seller’s words, and something for names it does not know', () => {
    expect(
      dueInWords([
        'individual.dob.day',
        'individual.dob.month',
        'external_account',
        'individual.address.city',
        'tos_acceptance.date',
        'company.tax_id',
      ]),
    ).toEqual([
      'your date of birth',
      'the bank account to pay you into',
      'your home address',
      "your acceptance of Stripe's terms",
      'other details Stripe asks for',
    ]);
    expect(dueInWords([])).toEqual([]);
  });
});
