import { insertedAnswer, type NewCar } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sellerProductsQueryKey } from './seller-products';

/** POST /api/allCar: lists a car; the server adds the seller, the sale status and the post time. */
export function addCar(car: NewCar) {
  return apiRequest('/allCar', insertedAnswer, { method: 'POST', body: car, auth: true });
}

export function useAddCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
  });
}
