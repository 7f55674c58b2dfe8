import { buyerList } from '@second-gear/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../../../entities/session/auth-context';
import { fetchAdminPage, firstPagePath } from './admin-pages';

/** The buyers' list is cached under this key, so a deletion can refresh it. */
export const allBuyersQueryKey = ['admin', 'buyers'] as const;

/** POST /api/buyers {email}: the buyer accounts 50 at a time (matching `search`), for the signed-in administrator. */
export function allBuyersQueryOptions(email: string, search: string) {
  return infiniteQueryOptions({
    queryKey: [...allBuyersQueryKey, email, search],
    queryFn: ({ pageParam, signal }) =>
      fetchAdminPage(pageParam, buyerList, { method: 'POST', body: { email }, auth: true, signal }),
    initialPageParam: firstPagePath('/buyers', search),
    getNextPageParam: (page) => page.next,
  });
}

export function useAllBuyers(search: string) {
  const { user } = useAuth();
  return useInfiniteQuery({ ...allBuyersQueryOptions(user?.email ?? '', search), enabled: user !== null });
}
