import { CHAT_TEXT, COMPANY } from '@phonehaat/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { conversationQuery } from '@/features/messages/api/messages-api';
import { ConversationSkeleton, ConversationView } from '@/features/messages/components/conversation-view';

/** One conversation (issue 17): its messages arrive by the socket, or by polling without one. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const conversation = useQuery(conversationQuery(id));
  return (
    <>
      <title>{`${conversation.data?.other.name ?? CHAT_TEXT.inboxTitle} · ${COMPANY.name}`}</title>
      <Link to={paths.messages()} className="btn btn-ghost btn-sm mb-2">
        ← {CHAT_TEXT.inboxTitle}
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
