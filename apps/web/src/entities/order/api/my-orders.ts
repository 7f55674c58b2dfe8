import { orderList } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../session/auth-context';

/** Every buyer's orders are cached under this key, so a new booking can refresh them. */
export const myOrdersQueryKey = ['buying', 'myOrders'] as const;

/** POST /api/bookings/{email} {email}: the signed-in buyer's bookings, newest first. */
export function myOrdersQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...myOrdersQueryKey, email],
    queryFn: ({ signal }) =>
      apiRequest(`/bookings/${encodeURIComponent(email)}`, orderList, {
        method: 'POST',
        body: { email },
        auth: true,
        signal,
      }),
  });
}

export function useMyOrders() {
  const { user } = useAuth();
  return useQuery({ ...myOrdersQueryOptions(user?.email ?? ''), enabled: user !== null });
}
