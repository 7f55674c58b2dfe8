import { deletedAnswer, type Car } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertisedProductsQueryOptions } from '../../../entities/car/api/advertised-products';
import { sellerProductsQueryKey } from './seller-products';

/** DELETE /api/products/{id}: removes a listing. */
export function deleteCar(id: string) {
  return apiRequest(`/products/${encodeURIComponent(id)}`, deletedAnswer, { method: 'DELETE', auth: true });
}

/** Deletes `car`; the seller's list and the home page's carousel (it may have been advertised) are read again. */
export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (car: Car) => deleteCar(car._id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
        queryClient.invalidateQueries({ queryKey: advertisedProductsQueryOptions().queryKey }),
      ]),
  });
}
