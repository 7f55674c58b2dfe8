import { isAdminQueryOptions } from '../../../entities/session/api/is-admin';
import { isBuyerQueryOptions } from '../../../entities/session/api/is-buyer';
import { isSellerQueryOptions } from '../../../entities/session/api/is-seller';
import { useRoleLookup, type RoleLookup } from '../../../entities/session/api/role-lookup';

const lookups = {
  admin: isAdminQueryOptions,
  buyer: isBuyerQueryOptions,
  seller: isSellerQueryOptions,
} as const;

export type Role = keyof typeof lookups;

/** `[flag, loading]` for one role of the signed-in user (the same lookups as useIsAdmin/useIsBuyer/useIsSeller). */
export function useRole(role: Role): RoleLookup {
  return useRoleLookup(lookups[role]);
}
