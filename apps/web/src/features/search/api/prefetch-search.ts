import type { QueryClient } from '@tanstack/react-query';
import { readSearchAddress } from '../../../entities/search-query/search-state';
import { searchCarsQueryOptions } from './search-cars';

/**
 * Starts the search in `search` (a page address' query string) into the cache, without waiting for it: the page
 * reads it from there, or waits on the same call.
 */
export function prefetchSearch(queryClient: QueryClient, search: string): void {
  void queryClient.prefetchInfiniteQuery(searchCarsQueryOptions(readSearchAddress(search).query));
}
