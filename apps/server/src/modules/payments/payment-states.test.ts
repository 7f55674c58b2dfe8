import { paymentStatuses as bookingStatuses } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { bookingStates, requirePayable } from '../bookings/booking-states.ts';
import { paymentStates } from './payment-states.ts';
import { paymentStatuses } from './payments.table.ts';
import { expectExactly } from '../../../test/state-machines.ts';

describe('booking payment states', () => {
  it('lets an unpaid booking be paid, refunded or cancelled, a paid one refunded, and nothing else', () => {
    expectExactly(bookingStates, bookingStatuses, {
      'complete unpaid': 'paid',
      'refund unpaid': 'refunded',
      'refundSale paid': 'refunded',
      'cancel unpaid': 'cancelled',
      'cancelByBuyer unpaid': 'cancelled',
      'declineBySeller unpaid': 'cancelled',
      'cancelBySuspension unpaid': 'cancelled',
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
    expect(() => requirePayable({ ...booking('cancelled'), cancelledBy: 'buyer' })).toThrow(
      'You cancelled your booking of Honda Civic, so it can no longer be paid for.',
    );
    expect(() =>
      requirePayable({ ...booking('cancelled'), cancelledBy: 'seller', cancelReason: 'Sold to a neighbour' }),
    ).toThrow(
      'The seller declined your booking of Honda Civic (Sold to a neighbour), so it can no longer be paid for.',
    );
    for (const status of bookingStatuses.filter((status) => status !== 'unpaid')) {
      expect(() => requirePayable(booking(status)), status).toThrow(expect.objectContaining({ status: 409 }));
    }
  });
});

describe('payment states', () => {
  it('charges an open payment, then completes or refunds it, refunds a completed sale, and confirms a refund once', () => {
    expectExactly(paymentStates, paymentStatuses, {
      'charge open': 'charged',
      'complete charged': 'completed',
      'refund charged': 'refunding',
      'refundSale completed': 'refunding',
      'confirmRefund refunding': 'refunded',
    });
  });

  it('refuses with the message the caller gives', () => {
    expect(() => paymentStates.apply('complete', 'completed', 'Already settled.')).toThrow(
      'Already settled.',
    );
  });
});
