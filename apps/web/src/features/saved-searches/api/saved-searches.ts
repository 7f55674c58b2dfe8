import {
  deletedAnswer,
  savedSearch,
  savedSearchList,
  savedSearchVisit,
  type NewSavedSearch,
  type SavedSearchFrequency,
} from '@second-gear/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../entities/session/auth-context';
import { useIsBuyer } from '../../../entities/session/api/is-buyer';

/** Every saved-searches answer is cached under this key: a change anywhere refreshes them all. */
export const savedSearchesQueryKey = ['saved-searches'] as const;

/** GET /api/saved-searches: the buyer's saved searches, the latest first, each with its count of new cars. */
export function savedSearchesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...savedSearchesQueryKey, email],
    queryFn: ({ signal }) => apiRequest('/saved-searches', savedSearchList, { auth: true, signal }),
  });
}

/** The signed-in buyer's saved searches; nothing is asked for anyone else. */
export function useSavedSearches() {
  const { user } = useAuth();
  const [isBuyer] = useIsBuyer();
  return useQuery({ ...savedSearchesQueryOptions(user?.email ?? ''), enabled: user !== null && isBuyer });
}

function useSavedSearchMutation<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}

/** POST /api/saved-searches: the server reads the query as the search does and refuses what it would refuse. */
export function useSaveSearch() {
  return useSavedSearchMutation((body: NewSavedSearch) =>
    apiRequest('/saved-searches', savedSearch, { method: 'POST', body, auth: true }),
  );
}

/** PATCH /api/saved-searches/{id}: a new name or frequency, or its alerts on or off. */
export function useEditSavedSearch() {
  return useSavedSearchMutation(
    ({ id, ...edit }: { id: string; name?: string; frequency?: SavedSearchFrequency; alertsOn?: boolean }) =>
      apiRequest(`/saved-searches/${encodeURIComponent(id)}`, savedSearch, {
        method: 'PATCH',
        body: edit,
        auth: true,
      }),
  );
}

export function useDeleteSavedSearch() {
  return useSavedSearchMutation((id: string) =>
    apiRequest(`/saved-searches/${encodeURIComponent(id)}`, deletedAnswer, { method: 'DELETE', auth: true }),
  );
}

/** POST /api/saved-searches/{id}/visit: since when its cars are new; the count starts again from now. */
export function useVisitSavedSearch() {
  return useSavedSearchMutation((id: string) =>
    apiRequest(`/saved-searches/${encodeURIComponent(id)}/visit`, savedSearchVisit, {
      method: 'POST',
      auth: true,
    }),
  );
}
