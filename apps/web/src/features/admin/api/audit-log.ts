import { auditList } from '@second-gear/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchAdminPage } from './admin-pages';

export const auditLogQueryKey = ['admin', 'audit'] as const;

export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
}

/** The first page's path of the audit log with the filters that are set. */
export function auditLogPath(filters: AuditFilters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  return query.size > 0 ? `/audit?${query}` : '/audit';
}

/** GET /api/audit: what administrators did and what flagged itself, newest first, 50 at a time. */
export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: [...auditLogQueryKey, filters],
    queryFn: ({ pageParam, signal }) => fetchAdminPage(pageParam, auditList, { auth: true, signal }),
    initialPageParam: auditLogPath(filters),
    getNextPageParam: (page) => page.next,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
