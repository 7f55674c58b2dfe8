import { sellerCarList } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../entities/session/auth-context';

/** Every seller's list is cached under this key, so a change can refresh it. */
export const sellerProductsQueryKey = ['selling', 'sellerProducts'] as const;

/** POST /api/products {email}: the signed-in seller's own cars. */
export function sellerProductsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...sellerProductsQueryKey, email],
    queryFn: ({ signal }) =>
      apiRequest('/products', sellerCarList, { method: 'POST', body: { email }, auth: true, signal }),
  });
}

export function useSellerProducts() {
  const { user } = useAuth();
  return useQuery({ ...sellerProductsQueryOptions(user?.email ?? ''), enabled: user !== null });
}
