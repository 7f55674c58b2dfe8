import { makeList } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/makes: makes with their models, for the listing form's suggestions. */
export function makesQueryOptions() {
  return queryOptions({
    queryKey: ['vehicles', 'makes'],
    queryFn: ({ signal }) => apiRequest('/makes', makeList, { signal }),
    // Reference data: it changes with a new release of the vPIC data, not while a form is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMakes() {
  return useQuery(makesQueryOptions());
}
