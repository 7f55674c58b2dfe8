import { myAccount } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../session/auth-context';

/** GET /api/accounts/me: the signed-in user's own account (name, phone, location, type). */
export function myAccountQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['accounts', 'me', email],
    queryFn: ({ signal }) => apiRequest('/accounts/me', myAccount, { auth: true, signal }),
  });
}

export function useMyAccount() {
  const { user } = useAuth();
  return useQuery({ ...myAccountQueryOptions(user?.email ?? ''), enabled: user !== null });
}
