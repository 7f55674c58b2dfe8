import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top (a model chosen halfway down Home), while Back and Forward leave the scrolling to the
 * browser. Smaller than React Router's ScrollRestoration, which the storefront's JavaScript budget has no room for.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return null;
}
