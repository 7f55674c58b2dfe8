import { moderationActionAnswer, type ModerationActionRequest } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditLogQueryKey } from './audit-log';
import { moderationQueueQueryKey } from './moderation-queue';

/** POST /api/moderation/{id}/actions: an administrator's decision on an item, with its reason. */
export function actOnItem(itemId: string, request: ModerationActionRequest) {
  return apiRequest(`/moderation/${encodeURIComponent(itemId)}/actions`, moderationActionAnswer, {
    method: 'POST',
    auth: true,
    body: request,
  });
}

/** Decides on an item; the queue and the audit log are read again afterwards. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, ...request }: ModerationActionRequest & { itemId: string }) =>
      actOnItem(itemId, request),
    onSettled: () =>
      Promise.all(
        [moderationQueueQueryKey, auditLogQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
