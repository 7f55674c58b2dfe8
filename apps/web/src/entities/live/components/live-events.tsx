import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../session/auth-context';
import { openLiveEvents, type LiveEvent } from '../event-stream';
import { invalidateForEvent } from '../live-queries';

type Handler = (event: LiveEvent) => void;
const handlers = new Set<Handler>();

/** Calls `handler` for each live event while the component is shown (a page whose data is not a query). */
export function useLiveEvent(handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const forward: Handler = (event) => latest.current(event);
    handlers.add(forward);
    return () => {
      handlers.delete(forward);
    };
  }, []);
}

/**
 * This tab's one stream of live events, turned into query invalidations: the signed-in person's own stream, or the
 * public car stream for a visitor. It reopens when someone signs in or out.
 */
export function LiveEvents() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const who = user?.email ?? null;
  useEffect(
    () =>
      openLiveEvents({
        signedIn: who !== null,
        onEvent: (event) => {
          invalidateForEvent(queryClient, event);
          for (const handler of handlers) handler(event);
        },
      }),
    [queryClient, who],
  );
  return null;
}
