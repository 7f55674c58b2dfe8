import { buyerList } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';

/** The buyers' list is cached under this key, so a deletion can refresh it. */
export const allBuyersQueryKey = ['admin', 'buyers'] as const;

/** POST /api/buyers {email}: every buyer account, for the signed-in administrator. */
export function allBuyersQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...allBuyersQueryKey, email],
    queryFn: ({ signal }) =>
      apiRequest('/buyers', buyerList, { method: 'POST', body: { email }, auth: true, signal }),
  });
}

export function useAllBuyers() {
  const { user } = useAuth();
  return useQuery({ ...allBuyersQueryOptions(user?.email ?? ''), enabled: user !== null });
}
