import { COMPANY } from '@phonehaat/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { conversationQuery } from '@/features/messages/api/messages-api';
import { ApiError } from '@/lib/api-client';
import { CHAT_WORDS } from '@/features/messages/chat-text';
import { ConversationSkeleton, ConversationView } from '@/features/messages/components/conversation-view';

/** One conversation (issue 17): its messages arrive by the socket, or by polling without one. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const conversation = useQuery(conversationQuery(id));
  // Not theirs, or no such conversation: the page says so (the server answers 404 to anyone not in it).
  const missing =
    conversation.error instanceof ApiError && (conversation.error.status === 404 || conversation.error.status === 400);
  if (missing)
    return (
      <div className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-10 text-center">
        <h1 className="text-2xl font-bold text-secondary">{CHAT_WORDS.notFound()}</h1>
        <Link to={paths.messages()} className="btn btn-primary mt-4">
          {CHAT_WORDS.backToInbox()}
        </Link>
      </div>
    );
  return (
    <>
      <title>{`${conversation.data?.other.name ?? CHAT_WORDS.inboxTitle()} · ${COMPANY.name}`}</title>
      <Link to={paths.messages()} className="btn btn-ghost btn-sm mb-2">
        ← {CHAT_WORDS.inboxTitle()}
      </Link>
      {conversation.isError ? (
        <QueryError error={conversation.error} onRetry={() => void conversation.refetch()} />
      ) : conversation.data ? (
        <ConversationView conversation={conversation.data} />
      ) : (
        <ConversationSkeleton />
      )}
    </>
  );
}
