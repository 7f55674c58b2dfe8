import { searchAnswer, searchQueryString, type SearchAnswer, type SearchQuery } from '@second-gear/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every search is cached under this key, with its query string. */
export const searchQueryKey = ['search', 'cars'] as const;

/**
 * GET /api/search: one search, a page at a time; each following page asks with the cursor (`after`) the last one
 * gave. While a changed search loads, the previous answer stays on screen (its counts, its cars) rather than a blank.
 */
export function searchCarsQueryOptions(query: SearchQuery) {
  const address = searchQueryString(query);
  return infiniteQueryOptions({
    queryKey: [...searchQueryKey, address],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/search?${searchQueryString({ ...query, after: pageParam ?? undefined }, { withCursor: true })}`,
        searchAnswer,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page: SearchAnswer) => page.next,
    placeholderData: keepPreviousData,
  });
}

export function useSearchCars(query: SearchQuery) {
  return useInfiniteQuery(searchCarsQueryOptions(query));
}
