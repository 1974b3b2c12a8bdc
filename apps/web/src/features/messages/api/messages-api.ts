import type { Conversation, ConversationStarted, ConversationSummary, Message, Unread } from '@phonehaat/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isSocketOpen } from './chat-socket';
import { messageKeys } from './keys';

/** While the socket is down (or never opened), lists and counts are asked again this often instead. */
export const POLL_MS = 10_000;
const poll = () => (isSocketOpen() ? false : POLL_MS);

export const inboxQuery = () =>
  queryOptions({
    queryKey: messageKeys.inbox(),
    queryFn: ({ signal }) => api.get<ConversationSummary[]>('/conversations', { signal }),
    refetchInterval: poll,
  });

export const unreadQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: async ({ signal }) => (await api.get<Unread>('/conversations/unread', { signal })).count,
    refetchInterval: poll,
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.one(id),
    queryFn: ({ signal }) => api.get<Conversation>(`/conversations/${id}`, { signal }),
    refetchInterval: poll,
  });

/** A message arrived (socket or own send): added to its conversation once, in order; the inbox is out of date. */
export function addMessage(queryClient: QueryClient, message: Message) {
  queryClient.setQueryData<Conversation>(messageKeys.one(message.conversationId), (old) =>
    old && !old.messages.some((m) => m._id === message._id)
      ? { ...old, messages: [...old.messages, message].sort((a, b) => a.seq - b.seq), lastMessage: message }
      : old,
  );
  void queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
}

/** 'Message seller': the caller's conversation about a listing (made if new); answers its id. */
export async function startConversation(productId: string): Promise<string> {
  return (await api.post<ConversationStarted>('/conversations', { productId }))._id;
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<Message>(`/conversations/${conversationId}/messages`, { text }),
    onSuccess: (message) => addMessage(queryClient, message),
  });
}

export async function markConversationRead(queryClient: QueryClient, id: string) {
  const { count } = await api.post<Unread>(`/conversations/${id}/read`);
  queryClient.setQueryData(messageKeys.unread(), count);
  queryClient.setQueryData<Conversation>(messageKeys.one(id), (old) => (old ? { ...old, unread: 0 } : old));
  void queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
}

export function useBlock(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? api.put<Conversation>(`/conversations/${conversationId}/block`)
        : api.delete<Conversation>(`/conversations/${conversationId}/block`),
    onSuccess: (conversation) => {
      queryClient.setQueryData(messageKeys.one(conversationId), conversation);
      void queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
    },
  });
}

export function useReportConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put(`/conversations/${conversationId}/report`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.one(conversationId) }),
  });
}
