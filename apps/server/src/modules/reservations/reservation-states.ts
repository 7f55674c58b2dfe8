import type { ReservationState } from '@second-gear/contract';
import { stateMachine } from '../../lib/state-machine.ts';

/**
 * A reservation waits for its card (pending) until the gateway holds the deposit (active). It ends once: the buyer
 * pays the rest (converted, the hold captured), the buyer or the seller cancels, or its time runs out (cancelled and
 * expired release the hold). A pending reservation can be cancelled or expire too: its intent is canceled unconfirmed.
 */
export const reservationStates = stateMachine<ReservationState, 'activate' | 'convert' | 'cancel' | 'expire'>(
  {
    activate: { from: ['pending'], to: 'active' },
    convert: { from: ['active'], to: 'converted' },
    cancel: { from: ['pending', 'active'], to: 'cancelled' },
    expire: { from: ['pending', 'active'], to: 'expired' },
  },
);

/** The states a reservation has ended in: its hold is captured (converted) or released (the others). */
export const endedStates: readonly ReservationState[] = ['converted', 'cancelled', 'expired'];

/** Why a reservation that has ended cannot change any more, for the person who tried. */
export function endedMessage(state: ReservationState, productName: string): string {
  switch (state) {
    case 'converted':
      return `Your reservation of ${productName} already counts towards its payment.`;
    case 'cancelled':
      return `The reservation of ${productName} was cancelled; its deposit has been released.`;
    case 'expired':
      return `The reservation of ${productName} has expired; its deposit has been released.`;
    default:
      return `The reservation of ${productName} is ${state}.`;
  }
}
