import { conversation, message, okAnswer, type ReportDetails } from '@second-gear/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationsQueryKey } from '../../../entities/live/live-queries';

/** POST /api/conversations: asks a car's seller, starting the conversation or continuing it. */
export function startConversation(body: { carId: string; text: string }) {
  return apiRequest('/conversations', conversation, { method: 'POST', body, auth: true });
}

const post = (path: string) => apiRequest(path, okAnswer, { method: 'POST', auth: true });

/** Every write of the messages page refetches the conversations it shows. */
function useTalkMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}

export const useStartConversation = () => useTalkMutation(startConversation);

export const useSendMessage = (conversationId: string) =>
  useTalkMutation((text: string) =>
    apiRequest(`/conversations/${encodeURIComponent(conversationId)}/messages`, message, {
      method: 'POST',
      body: { text },
      auth: true,
    }),
  );

export const useMarkRead = () =>
  useTalkMutation((conversationId: string) =>
    post(`/conversations/${encodeURIComponent(conversationId)}/read`),
  );

/** POST /api/messages/{id}/report {reason, note?}: the message then says "Reported" for its reader. */
export const useReportMessage = () =>
  useTalkMutation(({ messageId, details }: { messageId: string; details: ReportDetails }) =>
    apiRequest(`/messages/${encodeURIComponent(messageId)}/report`, okAnswer, {
      method: 'POST',
      body: details,
      auth: true,
    }),
  );

export const useBlock = () =>
  useTalkMutation(({ accountId, block }: { accountId: string; block: boolean }) =>
    post(`/users/${encodeURIComponent(accountId)}/${block ? 'block' : 'unblock'}`),
  );
