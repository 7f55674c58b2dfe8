import { isBuyerAnswer } from '@second-gear/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { roleQueryKeyPrefix, useRoleLookup, type RoleLookup } from './role-lookup';

/**
 * GET /api/buyer/{email}: whether the signed-in user (by their session) is a buyer; the server answers about no one
 * else. Failures are not logged.
 */
export function isBuyerQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...roleQueryKeyPrefix, 'buyer', email],
    queryFn: ({ signal }) =>
      apiRequest(`/buyer/${encodeURIComponent(email)}`, isBuyerAnswer, { signal }).then(
        (answer) => answer.isBuyer,
      ),
    meta: { logErrors: false },
  });
}

export function useIsBuyer(): RoleLookup {
  return useRoleLookup(isBuyerQueryOptions);
}
