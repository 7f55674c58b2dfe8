import { carModelList } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/carModels: the models of the "Browse Our Models" grid. */
export function carModelsQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'carModels'],
    queryFn: ({ signal }) => apiRequest('/carModels', carModelList, { signal }),
  });
}

export function useCarModels() {
  return useQuery(carModelsQueryOptions());
}
