import type { BookingCanceller, PaymentStatus } from '@second-gear/contract';
import { ConflictError, PaymentRefundedError, type AppError } from '../../lib/errors.ts';
import { stateMachine } from '../../lib/state-machine.ts';

/**
 * A booking waits unpaid until a charge for it completes (paid); a charge that arrives after its car went to someone
 * else is refunded, and so is the booking. A paid one is refunded when an administrator or its seller gives the money
 * back (`refundSale`). One still unpaid may be cancelled: by its seller selling the car elsewhere, by its buyer, or by
 * its seller declining it. Refunded and cancelled are final; a paid booking is never cancelled.
 */
export const bookingStates = stateMachine<
  PaymentStatus,
  'complete' | 'refund' | 'refundSale' | 'cancel' | 'cancelByBuyer' | 'declineBySeller' | 'cancelBySuspension'
>({
  complete: { from: ['unpaid'], to: 'paid' },
  refund: { from: ['unpaid'], to: 'refunded' },
  refundSale: { from: ['paid'], to: 'refunded' },
  /** Its car was sold elsewhere by its seller. */
  cancel: { from: ['unpaid'], to: 'cancelled' },
  cancelByBuyer: { from: ['unpaid'], to: 'cancelled' },
  /** An administrator suspended the car's seller or the buyer. */
  cancelBySuspension: { from: ['unpaid'], to: 'cancelled' },
  declineBySeller: { from: ['unpaid'], to: 'cancelled' },
});

/** Why a cancelled booking ended, in its buyer's words. */
function cancelledWords(booking: Booking) {
  const product = booking.productName;
  if (booking.cancelledBy === 'buyer') return `You cancelled your booking of ${product}, so`;
  if (booking.cancelledBy === 'seller')
    return `The seller declined your booking of ${product} (${booking.cancelReason ?? 'no reason given'}), so`;
  if (booking.cancelledBy === 'moderator')
    return `Your booking of ${product} was cancelled: Second Gear suspended an account it depended on, so`;
  return `Your booking of ${product} was cancelled: its seller sold the car elsewhere, so`;
}

interface Booking {
  paymentStatus: PaymentStatus;
  productName: string;
  cancelledBy?: BookingCanceller | null;
  cancelReason?: string | null;
  refundReason?: string | null;
}

/** Why a booking in each state that cannot be paid for any more is refused a payment, for its buyer to read. */
const unpayable: Record<Exclude<PaymentStatus, 'unpaid'>, (booking: Booking) => AppError> = {
  paid: (booking) => new ConflictError(`You have already paid for ${booking.productName}.`),
  refunded: (booking) =>
    new PaymentRefundedError(
      `Your payment for ${booking.productName} was refunded: ${booking.refundReason ?? 'the car was sold to another buyer.'}`,
    ),
  cancelled: (booking) => new ConflictError(`${cancelledWords(booking)} it can no longer be paid for.`),
};

/** Only a booking its payment could still complete may be paid for: every other state is refused, saying why. */
export function requirePayable(booking: Booking) {
  if (bookingStates.allows('complete', booking.paymentStatus)) return;
  throw unpayable[booking.paymentStatus as keyof typeof unpayable](booking);
}

/** A booking whose charge went through, kept or since refunded: it has a receipt. */
export const hasReceipt = (paymentStatus: PaymentStatus) =>
  paymentStatus === 'paid' || paymentStatus === 'refunded';

/** What a booking's buyer may do next. */
export function orderActions(booking: { paymentStatus: PaymentStatus }, carSold: boolean) {
  const actions: ('pay' | 'cancel')[] = [];
  if (bookingStates.allows('complete', booking.paymentStatus) && !carSold) actions.push('pay');
  if (bookingStates.allows('cancelByBuyer', booking.paymentStatus)) actions.push('cancel');
  return actions;
}
