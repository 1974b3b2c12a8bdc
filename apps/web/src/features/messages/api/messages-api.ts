import {
  ConversationSchema,
  ConversationSummarySchema,
  MessageSchema,
  UnreadSchema,
  type Conversation,
  type Message,
} from '@phonehaat/shared';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isSocketOpen } from './chat-socket';
import { messageKeys } from './keys';

/** While the socket is down (or never opened), lists and counts are asked again this often instead. */
export const POLL_MS = 10_000;
const poll = () => (isSocketOpen() ? false : POLL_MS);

export const inboxQuery = () =>
  queryOptions({
    queryKey: messageKeys.inbox(),
    queryFn: async ({ signal }) =>
      z.array(ConversationSummarySchema).parse(await api.get('/conversations', { signal })),
    refetchInterval: poll,
  });

export const unreadQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: async ({ signal }) => UnreadSchema.parse(await api.get('/conversations/unread', { signal })).count,
    refetchInterval: poll,
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.one(id),
    queryFn: async ({ signal }) => ConversationSchema.parse(await api.get(`/conversations/${id}`, { signal })),
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
  return z.object({ _id: z.string() }).parse(await api.post('/conversations', { productId }))._id;
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      MessageSchema.parse(await api.post(`/conversations/${conversationId}/messages`, { text })),
    onSuccess: (message) => addMessage(queryClient, message),
  });
}

export async function markConversationRead(queryClient: QueryClient, id: string) {
  const { count } = UnreadSchema.parse(await api.post(`/conversations/${id}/read`));
  queryClient.setQueryData(messageKeys.unread(), count);
  queryClient.setQueryData<Conversation>(messageKeys.one(id), (old) => (old ? { ...old, unread: 0 } : old));
  void queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
}

export function useBlock(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (block: boolean) =>
      ConversationSchema.parse(
        block
          ? await api.put(`/conversations/${conversationId}/block`)
          : await api.delete(`/conversations/${conversationId}/block`),
      ),
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
