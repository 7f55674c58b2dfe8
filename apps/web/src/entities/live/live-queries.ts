import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { myOrdersQueryKey } from '../order/api/my-orders';
import type { LiveEvent } from './event-stream';
import { reservationsQueryKey } from '../reservation/api/reservations';

/** Offers in threads and a buyer's offers. */
export const offersQueryKey = ['offers'] as const;
/** The seller's deals page (it shows cars, so car events refresh it too). */
export const dealsQueryKey = ['deals'] as const;
/** Reviews: a buyer's orders to review (a booking just paid may be reviewed), sellers' review pages. */
export const reviewsQueryKey = ['reviews'] as const;

/** Saved searches with their counts of new cars (features/saved-searches keys its queries under it). */
const savedSearchesQueryKey = ['saved-searches'] as const;

/**
 * The query keys that show a car's price, photos or sale status. A `car.sold`, `car.removed` or `car.updated` event
 * invalidates every query whose key starts with one of these prefixes, so open pages refetch and follow within a
 * moment. A page that shows cars joins by keying its queries under one of them.
 */
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
  dealsQueryKey,
];

/** Conversation lists, threads and the unread badge: `message.*` and `conversation.read` invalidate them. */
export const conversationsQueryKey = ['conversations'] as const;

/** Test drives, their slots and a seller's hours: `test-drive.changed` invalidates them (features/test-drives). */
export const testDrivesQueryKey = ['test-drives'] as const;

/**
 * What a change of an offer, a booking, a test drive or a reservation shows on: threads and conversations, My orders,
 * test drives and their slots, reservations (My orders, My products), the deals page.
 */
const dealQueryKeys: Record<string, readonly QueryKey[]> = {
  'offer.changed': [offersQueryKey, conversationsQueryKey, myOrdersQueryKey, dealsQueryKey],
  'booking.changed': [offersQueryKey, myOrdersQueryKey, dealsQueryKey, reviewsQueryKey],
  'test-drive.changed': [testDrivesQueryKey, dealsQueryKey],
  'reservation.changed': [reservationsQueryKey, dealsQueryKey],
};

const carEvents = new Set(['car.sold', 'car.removed', 'car.updated']);
const conversationEvents = new Set([
  'message.created',
  'message.removed',
  'conversation.read',
  'conversation.assigned',
]);

/** Turns a live event into the query invalidations that make open pages show it. */
export function invalidateForEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (carEvents.has(event.type)) {
    for (const queryKey of carQueryKeyPrefixes) void queryClient.invalidateQueries({ queryKey });
  } else if (event.type === 'car.listed') {
    // A new listing changes saved searches' counts only: results pages are left alone, or every open search would be
    // asked again on every listing anywhere.
    void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
  } else if (conversationEvents.has(event.type)) {
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  } else if (event.type in dealQueryKeys) {
    for (const queryKey of dealQueryKeys[event.type]!) void queryClient.invalidateQueries({ queryKey });
  } else if (event.type === 'reset') {
    // More was missed than the server replays: everything on screen is refetched.
    void queryClient.invalidateQueries();
  }
}
