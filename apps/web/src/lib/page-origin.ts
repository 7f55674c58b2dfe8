import { createContext, useContext } from 'react';

/** The site's origin where a page is rendered outside a browser (on the server); in the browser, the page's own. */
export const PageOriginContext = createContext<string | null>(null);

/** The origin absolute links (canonical URL, Open Graph) are made with. */
export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}

/**
 * The origin, or null where nobody knows it: the home page rendered at build time, before any site serves it. Links
 * that must be absolute are then left to the browser, which adds them as it takes the page over.
 */
export function useKnownPageOrigin(): string | null {
  return useContext(PageOriginContext) ?? (typeof window === 'undefined' ? null : window.location.origin);
}
