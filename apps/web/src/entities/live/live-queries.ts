import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from './event-stream';
import { reservationsQueryKey } from '../reservation/api/reservations';

/**
 * The query keys that show a car's price, photos or sale status. A `car.sold`, `car.removed` or `car.updated` event
 * invalidates every query whose key starts with one of these prefixes, so open pages refetch and follow within a
 * moment. A page that shows cars joins by keying its queries under one of them.
 */
/** Saved searches with their counts of new cars (features/saved-searches keys its queries under it). */
const savedSearchesQueryKey = ['saved-searches'] as const;

export const carQueryKeyPrefixes: readonly QueryKey[] = [
  ['buying', 'modelCars'],
  ['car-page'],
  ['catalog', 'advertisedProducts'],
  ['search', 'cars'],
  ['search', 'comparables'],
  ['favorites'],
  // A sale, a removal or a new price changes which cars a saved search counts as new.
  savedSearchesQueryKey,
  ['selling', 'sellerProducts'],
  ['conversations'],
];

/** Conversation lists, threads and the unread badge: `message.created` and `conversation.read` invalidate them. */
export const conversationsQueryKey = ['conversations'] as const;

const carEvents = new Set(['car.sold', 'car.removed', 'car.updated']);

/** Turns a live event into the query invalidations that make open pages show it. */
export function invalidateForEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (carEvents.has(event.type)) {
    for (const queryKey of carQueryKeyPrefixes) void queryClient.invalidateQueries({ queryKey });
  } else if (event.type === 'car.listed') {
    // A new listing changes saved searches' counts only: results pages are left alone, or every open search would be
    // asked again on every listing anywhere.
    void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
  } else if (event.type === 'reservation.changed') {
    // A reservation of the reader's, or of one of their cars, started or ended: My orders and My products follow.
    void queryClient.invalidateQueries({ queryKey: reservationsQueryKey });
  } else if (event.type === 'message.created' || event.type === 'conversation.read') {
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  } else if (event.type === 'reset') {
    // More was missed than the server replays: everything on screen is refetched.
    void queryClient.invalidateQueries();
  }
}
