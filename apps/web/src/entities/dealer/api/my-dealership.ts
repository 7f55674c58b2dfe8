import { dealerMembership } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../session/auth-context';

/** GET /api/dealers/mine: the dealership the signed-in person works for and their role there, or null. */
export function myDealershipQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['dealers', 'mine', email],
    queryFn: ({ signal }) => apiRequest('/dealers/mine', dealerMembership.nullable(), { auth: true, signal }),
  });
}

export function useMyDealership() {
  const { user } = useAuth();
  return useQuery({ ...myDealershipQueryOptions(user?.email ?? ''), enabled: user !== null });
}
