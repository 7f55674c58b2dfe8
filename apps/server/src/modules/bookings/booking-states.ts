import type { PaymentStatus } from '@second-gear/contract';
import { ConflictError, PaymentRefundedError, type AppError } from '../../lib/errors.ts';
import { stateMachine } from '../../lib/state-machine.ts';

/**
 * A booking waits unpaid until a charge for it completes (paid); a charge that arrives after its car went to someone
 * else is refunded, and so is the booking; one still unpaid when its seller sells the car elsewhere is cancelled. All three
 * ends are final.
 */
export const bookingStates = stateMachine<PaymentStatus, 'complete' | 'refund' | 'cancel'>({
  complete: { from: ['unpaid'], to: 'paid' },
  refund: { from: ['unpaid'], to: 'refunded' },
  /** Its car was sold elsewhere by its seller. */
  cancel: { from: ['unpaid'], to: 'cancelled' },
});

/** Why a booking in each state that cannot be paid for any more is refused a payment, for its buyer to read. */
const unpayable: Record<Exclude<PaymentStatus, 'unpaid'>, (product: string) => AppError> = {
  paid: (product) => new ConflictError(`You have already paid for ${product}.`),
  refunded: (product) =>
    new PaymentRefundedError(`Your payment for ${product} was refunded: the car was sold to another buyer.`),
  cancelled: (product) =>
    new ConflictError(
      `Your booking of ${product} was cancelled: its seller sold the car elsewhere, so it can no longer be paid for.`,
    ),
};

/** Only a booking its payment could still complete may be paid for: every other state is refused, saying why. */
export function requirePayable(booking: { paymentStatus: PaymentStatus; productName: string }) {
  if (bookingStates.allows('complete', booking.paymentStatus)) return;
  throw unpayable[booking.paymentStatus as keyof typeof unpayable](booking.productName);
}
