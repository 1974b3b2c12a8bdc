import { MESSAGE_MAX_LENGTH, type Conversation } from '@phonehaat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PendingStatus } from '@/components/ui/spinner';
import { useConfirm } from '@/components/ui/use-confirm';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';
import { markConversationRead, useBlock, useReportConversation, useSendMessage } from '../api/messages-api';
import { CHAT_WORDS, formatChatTime } from '../chat-text';

/** A conversation: its phone, the messages (text shown as text), the composer, block and report, the safety note. */
export function ConversationView({ conversation: c }: { conversation: Conversation }) {
  const queryClient = useQueryClient();
  const send = useSendMessage(c._id);
  const block = useBlock(c._id);
  const report = useReportConversation(c._id);
  const { confirm, dialog } = useConfirm();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const newest = c.messages.at(-1);
  const closed = c.blocked !== null || c.listingRemoved;

  // What the other person wrote is read once it is on the screen.
  useEffect(() => {
    if (c.unread > 0 || (newest && newest.senderId === c.other._id)) {
      void markConversationRead(queryClient, c._id).catch(() => undefined);
    }
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest?._id, c._id, c.unread, c.other._id, newest, queryClient]);

  const onSend = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    send.mutate(trimmed, { onSuccess: () => setText(''), onError: notifyError });
  };
  const onBlock = async () => {
    if (c.blocked === 'byYou') return block.mutate(false, { onError: notifyError });
    if (await confirm({ message: CHAT_WORDS.blockConfirm(), confirmLabel: CHAT_WORDS.block(), tone: 'danger' }))
      block.mutate(true, { onError: notifyError });
  };
  const onReport = async () => {
    if (await confirm({ message: CHAT_WORDS.reportConfirm(), confirmLabel: CHAT_WORDS.report(), tone: 'danger' }))
      report.mutate(undefined, { onSuccess: () => toast.success(CHAT_WORDS.reportedToast()), onError: notifyError });
  };

  return (
    <section className="flex flex-col rounded-box border border-base-300 bg-base-100">
      <header className="flex flex-wrap items-center gap-3 border-b border-base-300 p-3">
        <img
          src={c.productPic}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-field bg-base-200 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-bold text-secondary">{c.other.name}</h1>
          <Link to={paths.product(c.productId)} className="link block truncate text-sm">
            {c.device}
          </Link>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={block.isPending}
            onClick={() => void onBlock()}
          >
            {c.blocked === 'byYou' ? CHAT_WORDS.unblock() : CHAT_WORDS.block()}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            disabled={c.reported || report.isPending}
            onClick={() => void onReport()}
          >
            {c.reported ? CHAT_WORDS.reported() : CHAT_WORDS.report()}
          </button>
        </div>
      </header>

      <ol className="flex min-h-64 flex-col gap-2 p-3" aria-label={CHAT_WORDS.inboxTitle()} aria-live="polite">
        {c.messages.length === 0 && <li className="text-sm text-muted">{CHAT_WORDS.noMessages()}</li>}
        {c.messages.map((m) => {
          const mine = m.senderId !== c.other._id;
          return (
            <li key={m._id} className={`chat ${mine ? 'chat-end' : 'chat-start'}`}>
              <div
                className={`chat-bubble whitespace-pre-wrap break-words ${mine ? 'chat-bubble-primary' : ''}`}
                data-testid="message"
              >
                {m.text}
              </div>
              <div className="chat-footer flex-col items-start gap-1 text-xs text-muted">
                <time dateTime={m.createdAt}>{formatChatTime(m.createdAt)}</time>
                {m.safety && (
                  <p role="note" className="text-sm font-semibold text-base-content">
                    ⚠ {CHAT_WORDS.safetyNote()}
                  </p>
                )}
              </div>
            </li>
          );
        })}
        <div ref={end} />
      </ol>

      {closed ? (
        <p className="border-t border-base-300 p-3 text-sm font-semibold" role="status">
          {c.listingRemoved
            ? CHAT_WORDS.listingRemoved()
            : c.blocked === 'byYou'
              ? CHAT_WORDS.youBlocked()
              : CHAT_WORDS.theyBlocked()}
        </p>
      ) : (
        <form
          className="flex items-end gap-2 border-t border-base-300 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            onSend();
          }}
        >
          <label className="sr-only" htmlFor="composer">
            {CHAT_WORDS.composerLabel()}
          </label>
          <textarea
            id="composer"
            className="textarea textarea-bordered min-h-11 flex-1"
            rows={1}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={CHAT_WORDS.composerPlaceholder()}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                onSend();
              }
            }}
          />
          <button type="submit" className="btn btn-primary" disabled={send.isPending || !text.trim()}>
            {CHAT_WORDS.send()}
          </button>
        </form>
      )}
      {dialog}
    </section>
  );
}

export function ConversationSkeleton() {
  return (
    <PendingStatus label={CHAT_WORDS.loading()} className="rounded-box border border-base-300">
      <div className="flex items-center gap-3 border-b border-base-300 p-3">
        <span className="skeleton size-12" />
        <span className="skeleton h-5 w-40" />
      </div>
      <div className="min-h-64 space-y-3 p-3">
        <span className="skeleton block h-10 w-2/3" />
        <span className="skeleton ml-auto block h-10 w-1/2" />
      </div>
      <div className="h-[4.25rem] border-t border-base-300" />
    </PendingStatus>
  );
}
