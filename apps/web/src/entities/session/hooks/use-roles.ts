import { useIsAdmin } from '../api/is-admin';
import { useIsBuyer } from '../api/is-buyer';
import { useIsSeller } from '../api/is-seller';

export interface Roles {
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  /** While any of the three lookups is still running. */
  loading: boolean;
}

/** All three role flags of the signed-in user (a user can hold several roles at once). */
export function useRoles(): Roles {
  const [isAdmin, adminLoading] = useIsAdmin();
  const [isBuyer, buyerLoading] = useIsBuyer();
  const [isSeller, sellerLoading] = useIsSeller();
  return { isAdmin, isBuyer, isSeller, loading: adminLoading || buyerLoading || sellerLoading };
}
