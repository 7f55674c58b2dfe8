import { paymentStatuses as bookingStatuses } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../lib/errors.ts';
import { bookingStates } from '../bookings/booking-states.ts';
import { paymentStates } from './payment-states.ts';
import { paymentStatuses } from './payments.table.ts';

/** Every (transition, state) pair: the ones listed are allowed and lead where listed; every other one is refused. */
function expectExactly<State extends string, Transition extends string>(
  machine: {
    transitions: Record<Transition, unknown>;
    apply: (transition: Transition, from: State, refusal: string) => State;
  },
  states: readonly State[],
  allowed: Record<string, State>,
) {
  for (const transition of Object.keys(machine.transitions) as Transition[]) {
    for (const from of states) {
      const expected = allowed[`${transition} ${from}`];
      if (expected)
        expect(machine.apply(transition, from, 'refused'), `${transition} from ${from}`).toBe(expected);
      else
        expect(() => machine.apply(transition, from, 'refused'), `${transition} from ${from}`).toThrow(
          ConflictError,
        );
    }
  }
}

describe('booking payment states', () => {
  it('lets an unpaid booking be paid, refunded or cancelled, and nothing else', () => {
    expectExactly(bookingStates, bookingStatuses, {
      'complete unpaid': 'paid',
      'refund unpaid': 'refunded',
      'cancel unpaid': 'cancelled',
    });
  });
});

describe('payment states', () => {
  it('charges an open payment, then completes or refunds it, and confirms a refund once', () => {
    expectExactly(paymentStates, paymentStatuses, {
      'charge open': 'charged',
      'complete charged': 'completed',
      'refund charged': 'refunding',
      'confirmRefund refunding': 'refunded',
    });
  });

  it('refuses with the message the caller gives', () => {
    expect(() => paymentStates.apply('complete', 'completed', 'Already settled.')).toThrow(
      'Already settled.',
    );
  });
});
