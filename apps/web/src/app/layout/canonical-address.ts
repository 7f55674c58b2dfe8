import { parseSearchQuery, searchQueryString } from '@second-gear/contract';

/**
 * What a page's address is, for search engines: its path (`/home` is the home page, `/`), and only the part of the
 * query that names what it shows. That is the search's filters on /cars, in the one order the app writes them, without
 * its sort, page size and cursor (the same cars); every other page shows the same thing whatever its query (tracking tags,
 * a storefront's filters, a list's page).
 */
export function canonicalAddress(pathname: string, search: string): { path: string; query: string } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = trimmed === '/home' ? '/' : trimmed;
  if (path !== '/cars') return { path, query: '' };
  const parsed = parseSearchQuery(new URLSearchParams(search));
  // An address the search refuses is no search of its own: the search page is the canonical one.
  if (!('query' in parsed)) return { path, query: '' };
  const { query } = parsed;
  return {
    path,
    query: searchQueryString({ ...query, sort: undefined, limit: undefined, after: undefined }),
  };
}
