import { isAdminAnswer } from '@second-gear/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { roleQueryKeyPrefix, useRoleLookup, type RoleLookup } from './role-lookup';

/**
 * GET /api/admin/{email}: whether the signed-in user (by their session) is an administrator; the server answers about
 * no one else. Failures are not logged.
 */
export function isAdminQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...roleQueryKeyPrefix, 'admin', email],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/${encodeURIComponent(email)}`, isAdminAnswer, { signal }).then(
        (answer) => answer.isAdmin,
      ),
    meta: { logErrors: false },
  });
}

export function useIsAdmin(): RoleLookup {
  return useRoleLookup(isAdminQueryOptions);
}
