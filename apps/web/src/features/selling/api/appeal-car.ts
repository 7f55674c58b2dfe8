import { okAnswer } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sellerProductsQueryKey } from './seller-products';

/** POST /api/products/{id}/appeal: the seller asks the moderators, once, to show a hidden listing again. */
export function appealCar(id: string, reason: string) {
  return apiRequest(`/products/${encodeURIComponent(id)}/appeal`, okAnswer, {
    method: 'POST',
    auth: true,
    body: { reason },
  });
}

/** Appeals a hidden listing; the seller's list is read again afterwards (the listing then says it was appealed). */
export function useAppealCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => appealCar(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerProductsQueryKey }),
  });
}
