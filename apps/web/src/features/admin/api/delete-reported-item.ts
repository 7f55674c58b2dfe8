import { deletedAnswer, type ReportedItem } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { modelCarsQueryKey } from '../../../entities/car/api/model-cars';
import { advertisedProductsQueryOptions } from '../../../entities/car/api/advertised-products';
import { reportedItemsQueryKey } from './reported-items';

/** DELETE /api/reportedItems/{id}: removes the reported listing with its reports. */
export function deleteReportedItem(id: string) {
  return apiRequest(`/reportedItems/${encodeURIComponent(id)}`, deletedAnswer, {
    method: 'DELETE',
    auth: true,
  });
}

/** Deletes the reported car; the list, the model pages and the home page's carousel are read again afterwards. */
export function useDeleteReportedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ReportedItem) => deleteReportedItem(item._id),
    onSettled: () =>
      Promise.all(
        [reportedItemsQueryKey, modelCarsQueryKey, advertisedProductsQueryOptions().queryKey].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
