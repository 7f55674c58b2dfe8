import { createContext, useContext } from 'react';

/** The site's origin where a page is rendered outside a browser (on the server); in the browser, the page's own. */
export const PageOriginContext = createContext<string | null>(null);

/** The origin absolute links (canonical URL, Open Graph) are made with. */
export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin;
}
