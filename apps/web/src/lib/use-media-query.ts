import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the CSS media `query` matches now, following changes (a phone turned, a window resized). Rendered ahead of
 * any browser (the home page's first view, at build time) it does not match; React renders again with the browser's
 * answer right after taking that view over.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
