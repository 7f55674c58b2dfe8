import type { AdvertisedProduct } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from './public-read';

/** GET /api/products/advertise: the cars of the "Latest Collections" carousel. */
export function advertisedProductsQueryOptions() {
  return queryOptions({
    queryKey: ['catalog', 'advertisedProducts'],
    queryFn: ({ signal }) => publicRead<AdvertisedProduct[]>('/products/advertise', signal),
  });
}

export function useAdvertisedProducts() {
  return useQuery(advertisedProductsQueryOptions());
}
