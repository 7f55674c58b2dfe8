import { deletedAnswer, type BuyerRecord } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { modelCarsQueryKey } from '../../../entities/car/api/model-cars';
import { advertisedProductsQueryOptions } from '../../../entities/car/api/advertised-products';
import { allBuyersQueryKey } from './all-buyers';
import { allSellersQueryKey } from './all-sellers';
import { reportedItemsQueryKey } from './reported-items';

/**
 * DELETE /api/sellers/{id}: deletes a buyer's or a seller's account. The specification's buyer list deletes through
 * this seller path too.
 */
export function deleteAccount(id: string) {
  return apiRequest(`/sellers/${encodeURIComponent(id)}`, deletedAnswer, { method: 'DELETE', auth: true });
}

/** Deletes `person`'s account; every list their account or cars showed in is read again afterwards. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: BuyerRecord) => deleteAccount(person._id),
    onSettled: () =>
      Promise.all(
        [
          allBuyersQueryKey,
          allSellersQueryKey,
          reportedItemsQueryKey,
          modelCarsQueryKey,
          advertisedProductsQueryOptions().queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
