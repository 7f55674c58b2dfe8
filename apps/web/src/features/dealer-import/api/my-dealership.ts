import { dealerMembership } from '@second-gear/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/dealers/mine: the dealership the signed-in person works for and their role there, or null. */
export function useMyDealership() {
  return useQuery({
    queryKey: ['dealers', 'mine'],
    queryFn: ({ signal }) => apiRequest('/dealers/mine', dealerMembership.nullable(), { auth: true, signal }),
  });
}
