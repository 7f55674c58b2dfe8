import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateForEvent } from './live-queries';

/** A query client holding one finished query under each key, to see which ones an event makes stale. */
function clientWith(keys: unknown[][]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'shown');
  const stale = () =>
    keys.filter(
      (key) => queryClient.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated,
    );
  return { queryClient, stale };
}

const keys = [
  ['buying', 'modelCars', 'Sedan'],
  ['car-page', 'c1', 'sam@example.com'],
  ['catalog', 'advertisedProducts'],
  ['search', 'cars', 'make=Toyota'],
  ['search', 'comparables', 'c1'],
  ['favorites', 'sam@example.com'],
  ['saved-searches', 'sam@example.com'],
  ['selling', 'sellerProducts', 'pat@example.com'],
  ['conversations', 'list', 'sam@example.com'],
  ['conversations', 'thread', 'k1'],
  ['search', 'suggest', 'civ'],
  ['accounts', 'me', 'sam@example.com'],
  ['payments', 'provider'],
  ['test-drives', 'mine'],
  ['test-drives', 'slots', 'c1'],
  ['offers', 'conversation', 'k1'],
  ['buying', 'myOrders', 'sam@example.com'],
  ['deals', 'pat@example.com'],
  ['reservations', 'mine'],
];

describe('live events to query invalidations', () => {
  it.each(['car.sold', 'car.removed', 'car.updated'])(
    '%s makes every query that shows cars stale, search results included, and nothing else',
    (type) => {
      const { queryClient, stale } = clientWith(keys);
      invalidateForEvent(queryClient, { type, data: { carId: 'c1' } });
      expect(stale()).toEqual([...keys.slice(0, 10), ['deals', 'pat@example.com']]);
    },
  );

  it('car.listed refreshes saved searches’ counts only', () => {
    const { queryClient, stale } = clientWith(keys);
    invalidateForEvent(queryClient, { type: 'car.listed', data: { carId: 'c2' } });
    expect(stale()).toEqual([['saved-searches', 'sam@example.com']]);
  });

  it.each(['message.created', 'message.removed', 'conversation.read'])(
    '%s refreshes conversations only',
    (type) => {
      const { queryClient, stale } = clientWith(keys);
      invalidateForEvent(queryClient, { type, data: { conversationId: 'k1' } });
      expect(stale()).toEqual([
        ['conversations', 'list', 'sam@example.com'],
        ['conversations', 'thread', 'k1'],
      ]);
    },
  );

  it('test-drive.changed refreshes test drives, their slots and the deals page', () => {
    const { queryClient, stale } = clientWith(keys);
    invalidateForEvent(queryClient, { type: 'test-drive.changed', data: { testDriveId: 'd1' } });
    expect(stale()).toEqual([
      ['test-drives', 'mine'],
      ['test-drives', 'slots', 'c1'],
      ['deals', 'pat@example.com'],
    ]);
  });

  it('reservation.changed refreshes reservations and the deals page', () => {
    const { queryClient, stale } = clientWith(keys);
    invalidateForEvent(queryClient, { type: 'reservation.changed', data: { carId: 'c1' } });
    expect(stale()).toEqual([
      ['deals', 'pat@example.com'],
      ['reservations', 'mine'],
    ]);
  });

  it('offer.changed refreshes offers, conversations, My orders and the deals page', () => {
    const { queryClient, stale } = clientWith(keys);
    invalidateForEvent(queryClient, { type: 'offer.changed', data: { conversationId: 'k1', offerId: 'o1' } });
    expect(stale()).toEqual([
      ['conversations', 'list', 'sam@example.com'],
      ['conversations', 'thread', 'k1'],
      ['offers', 'conversation', 'k1'],
      ['buying', 'myOrders', 'sam@example.com'],
      ['deals', 'pat@example.com'],
    ]);
  });

  it('booking.changed refreshes offers, My orders and the deals page', () => {
    const { queryClient, stale } = clientWith(keys);
    invalidateForEvent(queryClient, { type: 'booking.changed', data: { bookingId: 'b1' } });
    expect(stale()).toEqual([
      ['offers', 'conversation', 'k1'],
      ['buying', 'myOrders', 'sam@example.com'],
      ['deals', 'pat@example.com'],
    ]);
  });

  it('refreshes everything after a reset, and ignores what it does not know', () => {
    const unknown = clientWith(keys);
    invalidateForEvent(unknown.queryClient, { type: 'ready', data: {} });
    expect(unknown.stale()).toEqual([]);
    const reset = clientWith(keys);
    invalidateForEvent(reset.queryClient, { type: 'reset', data: {} });
    expect(reset.stale()).toEqual(keys);
  });
});
