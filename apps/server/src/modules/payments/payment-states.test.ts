import { paymentStatuses as bookingStatuses } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../lib/errors.ts';
import { bookingStates, requirePayable } from '../bookings/booking-states.ts';
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

describe('paying for a booking', () => {
  it('is allowed while it is unpaid, and refused in every other state, saying why', () => {
    const booking = (paymentStatus: (typeof bookingStatuses)[number]) => ({
      paymentStatus,
      productName: 'Honda Civic',
    });
    expect(() => requirePayable(booking('unpaid'))).not.toThrow();
    expect(() => requirePayable(booking('paid'))).toThrow('You have already paid for Honda Civic.');
    expect(() => requirePayable(booking('refunded'))).toThrow('Your payment for Honda Civic was refunded');
    expect(() => requirePayable(booking('cancelled'))).toThrow(
      'Your booking of Honda Civic was cancelled: its seller sold the car elsewhere',
    );
    for (const status of bookingStatuses.filter((status) => status !== 'unpaid')) {
      expect(() => requirePayable(booking(status)), status).toThrow(expect.objectContaining({ status: 409 }));
    }
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
