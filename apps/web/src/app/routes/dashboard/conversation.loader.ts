import { prefetch } from '@/app/prefetch';
import { conversationQuery } from '@/features/messages/api/messages-api';

/** One conversation and its messages. */
export const loader = prefetch(async (queryClient, user, { params }) => {
  if (user && params.id) await queryClient.prefetchQuery(conversationQuery(params.id));
});
