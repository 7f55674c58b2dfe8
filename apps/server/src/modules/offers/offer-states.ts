import type { OfferAction, OfferState } from '@second-gear/contract';
import { ValidationError } from '../../lib/errors.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { stateMachine } from '../../lib/state-machine.ts';

/**
 * An offer is open until the side it was made to accepts, declines or counters it, its maker withdraws it, or it
 * expires. Every end is final; a counter is a new open offer of the other side.
 */
export const offerStates = stateMachine<OfferState, OfferAction | 'expire'>({
  accept: { from: ['open'], to: 'accepted' },
  decline: { from: ['open'], to: 'declined' },
  counter: { from: ['open'], to: 'countered' },
  withdraw: { from: ['open'], to: 'withdrawn' },
  expire: { from: ['open'], to: 'expired' },
});

export type Side = 'buyer' | 'seller';

/** Who may take each action: the maker withdraws; the side the offer was made to answers it. */
export const takenByMaker: Record<OfferAction, boolean> = {
  accept: false,
  decline: false,
  counter: false,
  withdraw: true,
};

/** What `side` may do with an offer now. */
export function offerActions(offer: { state: OfferState; by: Side }, side: Side): OfferAction[] {
  return (Object.keys(takenByMaker) as OfferAction[]).filter(
    (action) => offerStates.allows(action, offer.state) && takenByMaker[action] === (offer.by === side),
  );
}

/** Offers may not go below half the asking price, nor above it (at the asking price, a buyer simply books). */
export function requireFairAmount(amount: number, askingPrice: number) {
  const floor = Math.ceil(askingPrice / 2);
  if (amount < floor) {
    throw new ValidationError(
      `An offer must be at least ${formatCents(toCents(floor))}, half the asking price of ${formatCents(toCents(askingPrice))}.`,
    );
  }
  if (amount > askingPrice) {
    throw new ValidationError(
      `An offer cannot be more than the asking price of ${formatCents(toCents(askingPrice))}.`,
    );
  }
}
