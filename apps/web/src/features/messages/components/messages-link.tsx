import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { connectChatSocket } from '../api/chat-socket';
import { messageKeys } from '../api/keys';
import { addMessage, unreadQuery } from '../api/messages-api';
import { CHAT_WORDS } from '../chat-text';

function ChatIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className={className}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The navigation's Messages link with the unread count (signed in). It holds the page's one chat socket: new messages
 * go into their conversation and the count changes without asking the server again.
 */
export function MessagesLink() {
  const queryClient = useQueryClient();
  const { data: unread = 0 } = useQuery(unreadQuery());

  useEffect(
    () =>
      connectChatSocket(queryClient, (frame) => {
        if (frame.type === 'message') addMessage(queryClient, frame.message);
        if (frame.type === 'conversation')
          void queryClient.invalidateQueries({ queryKey: messageKeys.one(frame.conversationId) });
        if (frame.type !== 'conversation') queryClient.setQueryData(messageKeys.unread(), frame.unread);
      }),
    [queryClient],
  );

  return (
    <Link
      to={paths.messages()}
      className="btn btn-square btn-ghost relative"
      aria-label={unread > 0 ? CHAT_WORDS.inboxUnread(unread) : CHAT_WORDS.inboxTitle()}
    >
      <ChatIcon className="size-6" />
      {unread > 0 && (
        <span className="badge badge-primary badge-sm absolute -right-1 -top-1 px-1.5" data-testid="messages-unread">
          {CHAT_WORDS.badge(unread)}
        </span>
      )}
    </Link>
  );
}
