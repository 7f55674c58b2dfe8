import { sellerList } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../auth/auth-context';

/** The sellers' list is cached under this key, so a verification or deletion can refresh it. */
export const allSellersQueryKey = ['admin', 'sellers'] as const;

/** POST /api/sellers {email}: every seller account with its badge, for the signed-in administrator. */
export function allSellersQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...allSellersQueryKey, email],
    queryFn: ({ signal }) =>
      apiRequest('/sellers', sellerList, { method: 'POST', body: { email }, auth: true, signal }),
  });
}

export function useAllSellers() {
  const { user } = useAuth();
  return useQuery({ ...allSellersQueryOptions(user?.email ?? ''), enabled: user !== null });
}
