import { searchQueryString } from '@second-gear/contract';
import { readSearchAddress } from '../../entities/search-query/search-state';

/**
 * What a page's address is, for search engines: its path (`/home` is the home page, `/`), and only the part of the
 * query that names what it shows. That is the search's filters on /cars, in the one order the app writes them, without
 * its sort and page size (the same cars); every other page shows the same thing whatever its query (tracking tags,
 * a storefront's filters, a list's page).
 */
export function canonicalAddress(pathname: string, search: string): { path: string; query: string } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = trimmed === '/home' ? '/' : trimmed;
  if (path !== '/cars') return { path, query: '' };
  const { query } = readSearchAddress(search);
  return { path, query: searchQueryString({ ...query, sort: undefined, limit: undefined }) };
}
