import { conversationList, type Conversation } from '@second-gear/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationsQueryKey } from '../../../entities/live/live-queries';
import { useAuth } from '../../../entities/session/auth-context';

export type { Conversation };

/** GET /api/conversations: the signed-in person's conversations and unread count (live events keep it fresh). */
export function conversationsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...conversationsQueryKey, 'list', email],
    queryFn: ({ signal }) => apiRequest('/conversations', conversationList, { auth: true, signal }),
  });
}

export function useConversations() {
  const { user } = useAuth();
  return useQuery({ ...conversationsQueryOptions(user?.email ?? ''), enabled: Boolean(user) });
}
