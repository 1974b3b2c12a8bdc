import type { Deleted, ReportedConversation } from '@phonehaat/shared';
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './keys';

export const reportedConversationKeys = {
  all: () => [...messageKeys.all, 'reported'] as const,
};

/** GET /api/reportedconversations (Admin): the 50 latest reported conversations, each with its messages. */
export async function getReportedConversations(signal?: AbortSignal) {
  return api.get<ReportedConversation[]>('/reportedconversations', { signal });
}

export const reportedConversationsQuery = () =>
  queryOptions({
    queryKey: reportedConversationKeys.all(),
    queryFn: ({ signal }) => getReportedConversations(signal),
  });

export function useReportedConversations() {
  return useQuery(reportedConversationsQuery());
}

const dismissKey = ['conversations', 'dismiss-report'] as const;

/** DELETE /api/reportedconversations/:id (Admin): the report is dismissed; the conversation itself is left as it is. */
export async function dismissConversationReport(conversationId: string) {
  return api.delete<Deleted>(`/reportedconversations/${conversationId}`);
}

/** Dismissing a report takes the conversation off the admin's list (and nothing else changes). */
export function useDismissConversationReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: dismissKey,
    mutationFn: dismissConversationReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportedConversationKeys.all() }),
  });
}

/** Ids of conversations whose report is being dismissed right now, to disable their buttons. */
export function useDismissingIds(): string[] {
  return useMutationState({
    filters: { mutationKey: dismissKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as string | undefined) ?? '',
  });
}
