import { comparablesAnswer } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/cars/{id}/comparables: a car's deal rating and the cars its expected price came from. */
export function comparablesQueryOptions(carId: string) {
  return queryOptions({
    queryKey: ['search', 'comparables', carId],
    queryFn: ({ signal }) =>
      apiRequest(`/cars/${encodeURIComponent(carId)}/comparables`, comparablesAnswer, { signal }),
  });
}

export function useComparables(carId: string) {
  return useQuery(comparablesQueryOptions(carId));
}
