import { financingChoices, type FinancingTerms } from '@second-gear/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../entities/session/auth-context';

const financingChoicesKey = ['financing-choices'] as const;

/** GET /api/accounts/me/financing: the calculator's choices kept with the signed-in person's account. */
export function financingChoicesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...financingChoicesKey, email],
    queryFn: ({ signal }) => apiRequest('/accounts/me/financing', financingChoices, { auth: true, signal }),
    // Someone signed in without a buyer or seller account has none to keep them with: the device keeps them.
    retry: false,
  });
}

/** The signed-in person's kept choices; nothing is asked for a visitor. */
export function useAccountFinancingChoices() {
  const { user } = useAuth();
  return useQuery({ ...financingChoicesQueryOptions(user?.email ?? ''), enabled: user !== null });
}

/** Keeps the choices with the signed-in person's account. */
export function useKeepFinancingChoices() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    // One after another, in the order chosen: the last choice is the one kept.
    scope: { id: 'financing-choices' },
    mutationFn: (terms: FinancingTerms) =>
      apiRequest('/accounts/me/financing', financingChoices, { method: 'PUT', body: terms, auth: true }),
    onSuccess: (kept) => {
      if (user) queryClient.setQueryData(financingChoicesQueryOptions(user.email).queryKey, kept);
    },
  });
}
