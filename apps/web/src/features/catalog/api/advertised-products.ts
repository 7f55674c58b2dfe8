import { advertisedProductList } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/products/advertise: the cars of the "Latest Collections" carousel. */
export function advertisedProductsQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'advertisedProducts'],
    queryFn: ({ signal }) => apiRequest('/products/advertise', advertisedProductList, { signal }),
  });
}

export function useAdvertisedProducts() {
  return useQuery(advertisedProductsQueryOptions());
}
