import { stateMachine } from '../../lib/state-machine.ts';

export type ListingVisibility = 'visible' | 'hidden';
export type HiddenBy = 'moderator' | 'suspension';

/**
 * Whether a listing is shown: a moderator hides it (or its seller's suspension does), and lifting the suspension shows
 * it again. A hidden listing is off every page, search, favourite list and alert; only its seller sees it, with the
 * reason.
 */
export const listingVisibility = stateMachine<ListingVisibility, 'hide' | 'restore'>({
  hide: { from: ['visible'], to: 'hidden' },
  restore: { from: ['hidden'], to: 'visible' },
});
