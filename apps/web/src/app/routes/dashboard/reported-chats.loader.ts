import { prefetchFor } from '@/app/prefetch';
import { reportedConversationsQuery } from '@/features/messages/api/reported-conversations';

/** Reported Chats: the reported conversations with their messages. */
export const loader = prefetchFor('Admin', (queryClient) => queryClient.prefetchQuery(reportedConversationsQuery()));
