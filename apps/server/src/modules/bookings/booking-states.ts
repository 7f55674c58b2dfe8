import type { PaymentStatus } from '@second-gear/contract';
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
