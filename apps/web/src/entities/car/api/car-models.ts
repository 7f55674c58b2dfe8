import type { CarModel } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from './public-read';

/** GET /api/carModels: the models of the "Browse Our Models" grid. */
export function carModelsQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'carModels'],
    queryFn: ({ signal }) => publicRead<CarModel[]>('/carModels', signal),
  });
}

export function useCarModels() {
  return useQuery(carModelsQueryOptions());
}
