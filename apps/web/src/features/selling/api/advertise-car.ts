import { modifiedAnswer, type Car } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertisedProductsQueryOptions } from '../../../entities/car/api/advertised-products';
import { sellerProductsQueryKey } from './seller-products';

/** PUT /api/products/advertise/{id}: puts a car for sale into "Latest Collections". */
export function advertiseCar(id: string) {
  return apiRequest(`/products/advertise/${encodeURIComponent(id)}`, modifiedAnswer, {
    method: 'PUT',
    auth: true,
  });
}

/** Advertises `car`; the seller's list and the home page's carousel are read again afterwards. */
export function useAdvertiseCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (car: Car) => advertiseCar(car._id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: advertisedProductsQueryOptions().queryKey }),
      ]),
  });
}
