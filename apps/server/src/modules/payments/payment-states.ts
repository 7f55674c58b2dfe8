import { stateMachine } from '../../lib/state-machine.ts';
import type { PaymentStatus } from './payments.table.ts';

/**
 * A payment attempt: an intent at the gateway (open) is charged once the gateway says it succeeded; a charge then
 * completes its booking, or, when the car is no longer to be had, is refunded (refunding until the gateway confirms).
 * A completed one is refunded when its sale is.
 */
export const paymentStates = stateMachine<
  PaymentStatus,
  'charge' | 'complete' | 'refund' | 'refundSale' | 'confirmRefund'
>({
  charge: { from: ['open'], to: 'charged' },
  complete: { from: ['charged'], to: 'completed' },
  refund: { from: ['charged'], to: 'refunding' },
  /** A completed sale refunded by an administrator or its seller. */
  refundSale: { from: ['completed'], to: 'refunding' },
  confirmRefund: { from: ['refunding'], to: 'refunded' },
});
