import { adminPaymentList } from '@second-gear/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchAdminPage } from './admin-pages';

/** Which sales the list shows: paid (refundable), refunded, or disputed. */
export type AdminPaymentFilter = 'paid' | 'refunded' | 'disputed';

/** The sales list is cached under this key, so a refund can show on it. */
export const adminPaymentsQueryKey = ['admin', 'payments'] as const;

/** GET /api/admin/payments?status=&q=: the sales 50 at a time, newest first, for administrators. */
export function adminPaymentsQueryOptions(status: AdminPaymentFilter, search: string) {
  const query = new URLSearchParams(search ? { status, q: search } : { status });
  return infiniteQueryOptions({
    queryKey: [...adminPaymentsQueryKey, status, search],
    queryFn: ({ pageParam, signal }) => fetchAdminPage(pageParam, adminPaymentList, { auth: true, signal }),
    initialPageParam: `/admin/payments?${query}`,
    getNextPageParam: (page) => page.next,
  });
}

export function useAdminPayments(status: AdminPaymentFilter, search: string) {
  return useInfiniteQuery(adminPaymentsQueryOptions(status, search));
}
