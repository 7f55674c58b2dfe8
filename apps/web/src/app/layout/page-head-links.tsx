import { useLocation, useMatches } from 'react-router';
import { addressLanguage, pageLinks } from '../../lib/page-links';
import { useKnownPageOrigin } from '../../lib/page-origin';
import { canonicalAddress } from './canonical-address';

/**
 * The canonical address of every public page and its address in each language (hreflang), hoisted into the head by
 * React 19; none on the error page of an address no page has.
 */
export function PageHeadLinks() {
  const location = useLocation();
  const origin = useKnownPageOrigin();
  const unknownPage = useMatches().at(-1)?.params['*'] !== undefined;
  if (origin === null || unknownPage) return null;
  const { path, query } = canonicalAddress(location.pathname, location.search);
  const links = pageLinks(origin, path, query, addressLanguage(location.search));
  return (
    <>
      <link rel="canonical" href={links.canonical} />
      {links.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
    </>
  );
}
