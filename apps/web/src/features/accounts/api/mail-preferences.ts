import { mailPreferences, type MailPreferences, type OptionalMailKind } from '@second-gear/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../entities/session/auth-context';

const preferencesKey = (email: string) => ['accounts', 'mail-preferences', email] as const;

/** GET /api/mail/preferences: the optional e-mails and whether the signed-in user receives them. */
export function mailPreferencesQueryOptions(email: string) {
  return queryOptions({
    queryKey: preferencesKey(email),
    queryFn: ({ signal }) => apiRequest('/mail/preferences', mailPreferences, { auth: true, signal }),
  });
}

export function useMailPreferences() {
  const { user } = useAuth();
  return useQuery({ ...mailPreferencesQueryOptions(user?.email ?? ''), enabled: user !== null });
}

/** PUT /api/mail/preferences: turns one optional e-mail on or off; the answer is the new list. */
export function useChangeMailPreference() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: OptionalMailKind; enabled: boolean }) =>
      apiRequest('/mail/preferences', mailPreferences, { method: 'PUT', body: change, auth: true }),
    onSuccess: (answer: MailPreferences) =>
      queryClient.setQueryData(preferencesKey(user?.email ?? ''), answer),
  });
}
