import { COMPANY } from '@phonehaat/shared';
import { useQuery } from '@tanstack/react-query';
import { QueryError } from '@/components/ui/query-error';
import { inboxQuery } from '@/features/messages/api/messages-api';
import { CHAT_WORDS } from '@/features/messages/chat-text';
import { Inbox, InboxSkeleton } from '@/features/messages/components/inbox';

/** Messages (issue 17): every conversation of the signed-in person, the newest first. */
export function MessagesPage() {
  const inbox = useQuery(inboxQuery());
  return (
    <>
      <title>{`${CHAT_WORDS.inboxTitle()} · ${COMPANY.name}`}</title>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-secondary">{CHAT_WORDS.inboxTitle()}</h1>
      {inbox.isError ? (
        <QueryError error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.data ? (
        <Inbox conversations={inbox.data} />
      ) : (
        <InboxSkeleton />
      )}
    </>
  );
}
