import {
  deletedAnswer,
  pushPublicKey,
  pushSubscription,
  pushSubscriptionList,
  type PushSubscriptionList,
  type PushSubscriptionRequest,
} from '@second-gear/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../entities/session/auth-context';
import { apiRequest } from '../../../lib/api-client';

const subscriptionsKey = (email: string) => ['notifications', 'subscriptions', email] as const;

/** GET /api/push/subscriptions: the signed-in person's devices that receive notifications. */
export function pushSubscriptionsQueryOptions(email: string) {
  return queryOptions({
    queryKey: subscriptionsKey(email),
    queryFn: ({ signal }) => apiRequest('/push/subscriptions', pushSubscriptionList, { auth: true, signal }),
  });
}

export function usePushSubscriptions() {
  const { user } = useAuth();
  return useQuery({ ...pushSubscriptionsQueryOptions(user?.email ?? ''), enabled: user !== null });
}

/** GET /api/push/public-key: the key a browser subscribes with. */
export const readPushPublicKey = async () => (await apiRequest('/push/public-key', pushPublicKey)).publicKey;

/** After a change: the list read again, so every device's state is the server's. */
function useRefreshList() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionsKey(user?.email ?? '') });
}

/** POST /api/push/subscriptions: this device on, or its topics changed. */
export function useSavePushSubscription() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PushSubscriptionRequest) =>
      apiRequest('/push/subscriptions', pushSubscription, { method: 'POST', body: request, auth: true }),
    onSuccess: (saved) =>
      queryClient.setQueryData<PushSubscriptionList>(subscriptionsKey(user?.email ?? ''), (list) => ({
        subscriptions: [
          ...(list?.subscriptions ?? []).filter((one) => one.endpoint !== saved.endpoint),
          saved,
        ],
      })),
  });
}

/** DELETE /api/push/subscriptions: this device off. */
export function useRemovePushSubscription() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (endpoint: string) =>
      apiRequest('/push/subscriptions', deletedAnswer, { method: 'DELETE', body: { endpoint }, auth: true }),
    onSettled: refresh,
  });
}
