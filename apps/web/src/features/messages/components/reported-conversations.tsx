import type { ReportedConversation } from '@phonehaat/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CHAT_WORDS, formatChatTime } from '../chat-text';

export interface ReportedConversationsProps {
  reports: readonly ReportedConversation[];
  onDismiss: (report: ReportedConversation) => void;
  /** Reports being dismissed right now: their buttons wait. */
  busyIds?: readonly string[];
}

/** Who wrote a message, as the admin reads it: 'Karim (Buyer)'. */
function senderOf(report: ReportedConversation, senderId: string): string {
  if (senderId === report.buyer._id) return `${report.buyer.name} (${CHAT_WORDS.buyer()})`;
  if (senderId === report.seller._id) return `${report.seller.name} (${CHAT_WORDS.seller()})`;
  return '?';
}

/**
 * Reported Chats (Admin, issue 17): each reported conversation with its listing, its buyer and seller, who reported it
 * and why, and its messages (behind 'Read the N messages', as text), with 'Dismiss'.
 */
export function ReportedConversations({ reports, onDismiss, busyIds = [] }: ReportedConversationsProps) {
  if (reports.length === 0) return <p className="text-muted">{CHAT_WORDS.reportedChatsEmpty()}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {reports.map((report) => {
        const titleId = `reported-${report._id}`;
        return (
          <li key={report._id}>
            <article
              aria-labelledby={titleId}
              className="rounded-box border border-base-300 bg-base-100 p-4"
              data-testid="reported-conversation"
            >
              <h2 id={titleId} className="text-lg font-bold text-secondary">
                <Link to={paths.product(report.productId)} className="link link-hover">
                  {report.device}
                </Link>
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{CHAT_WORDS.buyer()}</dt>
                <dd>{report.buyer.name}</dd>
                <dt className="text-muted">{CHAT_WORDS.seller()}</dt>
                <dd>{report.seller.name}</dd>
                <dt className="text-muted">{CHAT_WORDS.reportedBy()}</dt>
                <dd>{report.reportedBy}</dd>
                <dt className="text-muted">{CHAT_WORDS.reportedOn()}</dt>
                <dd>
                  <time dateTime={report.reportedAt}>{formatChatTime(report.reportedAt)}</time>
                </dd>
                <dt className="text-muted">{CHAT_WORDS.reason()}</dt>
                <dd className="break-words whitespace-pre-wrap">{report.reason ?? CHAT_WORDS.noReason()}</dd>
              </dl>

              {report.messages.length === 0 ? (
                <p className="mt-3 text-sm text-muted">{CHAT_WORDS.readMessages(0)}</p>
              ) : (
                <details className="group mt-3 rounded-field border border-base-300">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 font-semibold [&::-webkit-details-marker]:hidden">
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="size-4 shrink-0 transition-transform group-open:rotate-90"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                    >
                      <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {CHAT_WORDS.readMessages(report.messages.length)}
                  </summary>
                  <ol className="flex flex-col gap-2 border-t border-base-300 p-3" aria-label={CHAT_WORDS.inboxTitle()}>
                    {report.messages.map((m) => (
                      <li key={m._id} className="text-sm" data-testid="reported-message">
                        <p className="text-xs text-muted">
                          <span className="font-semibold text-base-content">{senderOf(report, m.senderId)}</span>
                          {' · '}
                          <time dateTime={m.createdAt}>{formatChatTime(m.createdAt)}</time>
                        </p>
                        <p className="break-words whitespace-pre-wrap" data-testid="reported-message-text">
                          {m.text}
                        </p>
                        {m.safety && (
                          <p className="text-xs font-semibold text-base-content">⚠ {CHAT_WORDS.safetyNote()}</p>
                        )}
                      </li>
                    ))}
                  </ol>
                </details>
              )}

              <div className="mt-3">
                <button
                  type="button"
                  className="btn h-11 btn-outline btn-primary"
                  aria-label={CHAT_WORDS.dismissLabel(report.device)}
                  disabled={busyIds.includes(report._id)}
                  onClick={() => onDismiss(report)}
                >
                  {busyIds.includes(report._id) && (
                    <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                  )}
                  {CHAT_WORDS.dismiss()}
                </button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** The list's place while it loads: two reports of the real shape, so nothing moves when they arrive. */
export function ReportedConversationsSkeleton() {
  return (
    <div role="status" data-page-pending="">
      <span className="sr-only">{CHAT_WORDS.reportedChatsLoading()}</span>
      <ul aria-hidden="true" className="flex flex-col gap-4">
        {[0, 1].map((i) => (
          <li key={i} className="rounded-box border border-base-300 bg-base-100 p-4">
            <span className="skeleton block h-7 w-1/2" />
            <span className="mt-2 block space-y-1">
              {[0, 1, 2, 3, 4].map((line) => (
                <span key={line} className="skeleton block h-5 w-2/3" />
              ))}
            </span>
            <span className="skeleton mt-3 block h-11" />
            <span className="skeleton mt-3 block h-11 w-24" />
          </li>
        ))}
      </ul>
    </div>
  );
}
