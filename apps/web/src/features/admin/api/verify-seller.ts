import { verifiedAnswer, type SellerRecord } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { modelCarsQueryKey } from '../../../entities/car/api/model-cars';
import { allSellersQueryKey } from './all-sellers';

/** PUT /api/sellers/verifyStatus/{id} {sellerStatus: "verified"}: gives a seller the verified badge. */
export function verifySeller(id: string) {
  return apiRequest(`/sellers/verifyStatus/${encodeURIComponent(id)}`, verifiedAnswer, {
    method: 'PUT',
    body: { sellerStatus: 'verified' },
    auth: true,
  });
}

/** Verifies `seller`; the sellers' list and the model pages (which show the badge) are read again afterwards. */
export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seller: SellerRecord) => verifySeller(seller._id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allSellersQueryKey }),
        queryClient.invalidateQueries({ queryKey: modelCarsQueryKey }),
      ]),
  });
}
