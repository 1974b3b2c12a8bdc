import { prefetch } from '@/app/prefetch';
import { inboxQuery } from '@/features/messages/api/messages-api';

/** Messages: the signed-in person's conversations. */
export const loader = prefetch(async (queryClient, user) => {
  if (user) await queryClient.prefetchQuery(inboxQuery());
});
