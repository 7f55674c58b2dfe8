import { isSellerAnswer } from '@second-gear/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { roleQueryKeyPrefix, useRoleLookup, type RoleLookup } from './role-lookup';

/**
 * GET /api/seller/{email}: whether the signed-in user (by their session) is a seller; the server answers about no one
 * else.
 * The only role lookup whose failures are logged (by the query cache), as the specification has it.
 */
export function isSellerQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...roleQueryKeyPrefix, 'seller', email],
    queryFn: ({ signal }) =>
      apiRequest(`/seller/${encodeURIComponent(email)}`, isSellerAnswer, { signal }).then(
        (answer) => answer.isSeller,
      ),
  });
}

export function useIsSeller(): RoleLookup {
  return useRoleLookup(isSellerQueryOptions);
}
