import type { PaymentStatus } from '@second-gear/contract';
import { stateMachine } from '../../lib/state-machine.ts';

/**
 * A booking waits unpaid until a charge for it completes (paid); a charge that arrives after its car went to someone
 * else is refunded, and so is the booking. Both ends are final.
 */
export const bookingStates = stateMachine<PaymentStatus, 'complete' | 'refund'>({
  complete: { from: ['unpaid'], to: 'paid' },
  refund: { from: ['unpaid'], to: 'refunded' },
});
