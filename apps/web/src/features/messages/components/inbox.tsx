import type { ConversationSummary } from '@phonehaat/shared';
import { Link } from 'react-router';
import { PendingStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatNumber } from '@/i18n/format';
import { CHAT_WORDS, formatChatTime } from '../chat-text';

/** The inbox: each conversation's phone, the other person, the last message and how many are unread. */
export function Inbox({ conversations }: { conversations: ConversationSummary[] }) {
  if (conversations.length === 0) return <p className="text-muted">{CHAT_WORDS.inboxEmpty()}</p>;
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {conversations.map((c) => (
        <li key={c._id}>
          <Link to={paths.conversation(c._id)} className="flex items-center gap-3 p-3 hover:bg-base-200">
            <img
              src={c.productPic}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-field bg-base-200 object-cover"
            />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-semibold">{c.other.name}</span>
                {c.lastMessage && (
                  <span className="shrink-0 text-xs text-muted">{formatChatTime(c.lastMessage.createdAt)}</span>
                )}
              </span>
              <span className="block truncate text-sm text-muted">
                {c.device} · {c.you === 'buyer' ? CHAT_WORDS.seller() : CHAT_WORDS.buyer()}
              </span>
              <span className={`block truncate text-sm ${c.unread > 0 ? 'font-semibold' : ''}`}>
                {c.lastMessage?.senderId !== c.other._id && c.lastMessage ? `${CHAT_WORDS.you()}: ` : ''}
                {c.lastMessage?.text}
              </span>
            </span>
            {c.unread > 0 && (
              <span className="badge badge-primary shrink-0" aria-label={CHAT_WORDS.unread(c.unread)}>
                {formatNumber(c.unread)}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function InboxSkeleton() {
  return (
    <PendingStatus label={CHAT_WORDS.loading()} className="rounded-box border border-base-300">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 border-b border-base-300 p-3 last:border-0">
          <span className="skeleton size-14 shrink-0" />
          <span className="flex-1 space-y-2">
            <span className="skeleton block h-4 w-1/3" />
            <span className="skeleton block h-3 w-1/2" />
            <span className="skeleton block h-3 w-2/3" />
          </span>
        </div>
      ))}
    </PendingStatus>
  );
}
