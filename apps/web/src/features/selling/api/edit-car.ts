import { sellerCar, modifiedAnswer, type CarEdit } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { advertisedProductsQueryOptions } from '../../../entities/car/api/advertised-products';
import { sellerProductsQueryKey } from './seller-products';

/** PATCH /api/products/{id}: changes the price, mileage, description or place of an own car for sale. */
export function editCar(id: string, edit: CarEdit) {
  return apiRequest(`/products/${encodeURIComponent(id)}`, sellerCar, {
    method: 'PATCH',
    body: edit,
    auth: true,
  });
}

/** PUT /api/products/sold/{id}: takes an own car off sale, sold some other way. */
export function markSoldElsewhere(id: string) {
  return apiRequest(`/products/sold/${encodeURIComponent(id)}`, modifiedAnswer, {
    method: 'PUT',
    auth: true,
  });
}

function useRefreshListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
      queryClient.invalidateQueries({ queryKey: advertisedProductsQueryOptions().queryKey }),
    ]);
}

export function useEditCar() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: CarEdit }) => editCar(id, edit),
    onSettled: refresh,
  });
}

export function useMarkSoldElsewhere() {
  const refresh = useRefreshListings();
  return useMutation({ mutationFn: (id: string) => markSoldElsewhere(id), onSettled: refresh });
}
