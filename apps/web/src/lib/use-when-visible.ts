import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` while the returned ref's element is on screen or within `margin` of it, and `enabled`. The
 * observer starts afresh whenever `enabled` or `onVisible` changes, so an element still in view after a call that
 * brought more content asks again.
 */
export function useWhenVisible<Element extends HTMLElement>(
  onVisible: () => void,
  { enabled, margin = '600px' }: { enabled: boolean; margin?: string },
) {
  const ref = useRef<Element>(null);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, onVisible, margin]);

  return ref;
}
