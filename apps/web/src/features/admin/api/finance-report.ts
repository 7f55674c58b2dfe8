import { financeReport, type FinanceQuery } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiUrl } from '../../../lib/api-url';

const searchOf = ({ from, to, group }: FinanceQuery) => new URLSearchParams({ from, to, group }).toString();

/** GET /api/admin/finance: the books by day or month between two days (administrators). */
export function financeReportQueryOptions(query: FinanceQuery) {
  return queryOptions({
    queryKey: ['admin', 'finance', query],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/finance?${searchOf(query)}`, financeReport, { auth: true, signal }),
  });
}

export function useFinanceReport(query: FinanceQuery) {
  return useQuery(financeReportQueryOptions(query));
}

/** GET /api/admin/finance.csv: a plain link, which the browser's sign-in session authorises. */
export const financeCsvHref = (query: FinanceQuery) => apiUrl(`/admin/finance.csv?${searchOf(query)}`);
