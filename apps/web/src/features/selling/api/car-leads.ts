import { leadList } from '@second-gear/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/products/{id}/leads: the people interested in the seller's car, newest first. */
export function useCarLeads(carId: string) {
  return useQuery({
    queryKey: ['selling', 'leads', carId],
    queryFn: ({ signal }) =>
      apiRequest(`/products/${encodeURIComponent(carId)}/leads`, leadList, { auth: true, signal }),
  });
}
