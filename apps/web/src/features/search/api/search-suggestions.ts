import { searchSuggestions } from '@second-gear/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/search/suggest?q=: makes and models for the keyword box; asked for from two characters on. */
export function searchSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', 'suggest', q],
    queryFn: ({ signal }) =>
      apiRequest(`/search/suggest?q=${encodeURIComponent(q)}`, searchSuggestions, { signal }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSearchSuggestions(q: string) {
  return useQuery(searchSuggestionsQueryOptions(q));
}
