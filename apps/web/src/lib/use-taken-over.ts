import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while a page drawn on the server is shown and taken over, true once it runs in the browser: a control only the
 * app can answer holds its place, not yet usable, until then.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
