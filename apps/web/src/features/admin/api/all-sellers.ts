import { sellerList } from '@second-gear/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../../../entities/session/auth-context';
import { fetchAdminPage, firstPagePath } from './admin-pages';

/** The sellers' list is cached under this key, so a verification or deletion can refresh it. */
export const allSellersQueryKey = ['admin', 'sellers'] as const;

/** POST /api/sellers {email}: the seller accounts 50 at a time (matching `search`), with their badges. */
export function allSellersQueryOptions(email: string, search: string) {
  return infiniteQueryOptions({
    queryKey: [...allSellersQueryKey, email, search],
    queryFn: ({ pageParam, signal }) =>
      fetchAdminPage(pageParam, sellerList, { method: 'POST', body: { email }, auth: true, signal }),
    initialPageParam: firstPagePath('/sellers', search),
    getNextPageParam: (page) => page.next,
  });
}

export function useAllSellers(search: string) {
  const { user } = useAuth();
  return useInfiniteQuery({ ...allSellersQueryOptions(user?.email ?? '', search), enabled: user !== null });
}
