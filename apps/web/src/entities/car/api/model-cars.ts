import { modelCarList, type modelCar } from '@second-gear/contract';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPage, type ApiPage } from '../../../lib/api-page';

/** A car on its model page, with whether the signed-in visitor has reported it. */
export type ModelCar = z.output<typeof modelCar>;
type ModelCarPages = InfiniteData<ApiPage<ModelCar[]>, string>;

/** Every model page is cached under this key, so a report can mark its car wherever it shows. */
export const modelCarsQueryKey = ['buying', 'modelCars'] as const;

/**
 * GET /api/carModels/{model}: the cars of one model, newest first, a page at a time. Each following page is
 * requested at the URL the server names in the `Link` header.
 */
export function modelCarsQueryOptions(model: string) {
  return infiniteQueryOptions({
    queryKey: [...modelCarsQueryKey, model],
    queryFn: ({ pageParam, signal }) => apiPage(pageParam, modelCarList, { auth: true, signal }),
    initialPageParam: `/carModels/${encodeURIComponent(model)}`,
    getNextPageParam: (page) => page.next,
  });
}

export function useModelCars(model: string) {
  return useInfiniteQuery(modelCarsQueryOptions(model));
}

/** Changes one car on every cached model page where it shows. */
export function updateModelCar(
  queryClient: QueryClient,
  carId: string,
  change: (car: ModelCar) => ModelCar,
): void {
  queryClient.setQueriesData<ModelCarPages>({ queryKey: modelCarsQueryKey }, (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            data: page.data.map((car) => (car._id === carId ? change(car) : car)),
          })),
        }
      : pages,
  );
}
