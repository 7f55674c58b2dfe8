import { accountDeletion, type AccountDeletion } from '@second-gear/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../entities/session/auth-context';
import { apiRequest } from '../../../lib/api-client';

const deletionKey = (email: string) => ['privacy', 'account-deletion', email] as const;

/** GET /api/me/deletion: whether the signed-in person's account deletion is asked for or scheduled, and when. */
export function accountDeletionQueryOptions(email: string) {
  return queryOptions({
    queryKey: deletionKey(email),
    queryFn: ({ signal }) => apiRequest('/me/deletion', accountDeletion, { auth: true, signal }),
  });
}

export function useAccountDeletion() {
  const { user } = useAuth();
  return useQuery({ ...accountDeletionQueryOptions(user?.email ?? ''), enabled: user !== null });
}

/** A change of the deletion whose answer is its new state, kept for every view of it. */
function useDeletionChange<Input>(call: (input: Input) => Promise<AccountDeletion>) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer: AccountDeletion) => queryClient.setQueryData(deletionKey(user?.email ?? ''), answer),
  });
}

/** POST /api/me/deletion: e-mails the link that confirms the deletion. */
export const useRequestDeletion = () =>
  useDeletionChange(() => apiRequest('/me/deletion', accountDeletion, { method: 'POST', auth: true }));

/** POST /api/me/deletion/confirm: the e-mailed link's token schedules the deletion. */
export const useConfirmDeletion = () =>
  useDeletionChange((token: string) =>
    apiRequest('/me/deletion/confirm', accountDeletion, { method: 'POST', body: { token }, auth: true }),
  );

/** DELETE /api/me/deletion: cancels it; the account stays as it was. */
export const useCancelDeletion = () =>
  useDeletionChange(() => apiRequest('/me/deletion', accountDeletion, { method: 'DELETE', auth: true }));
