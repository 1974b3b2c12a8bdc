import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDayTime } from '@/i18n/format';
import { markRead, notificationKeys, notificationsQuery } from '../api/notifications-api';
import { notificationSentence, NOTIFICATION_TEXT as T } from '../strings';

function BellIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className={className}>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** When the news came: '25 Nov, 16:00', in Dhaka's time. */
const when = (iso: string) => formatDayTime(iso);

/** The bell of the navigation (signed in): the unread count, and the latest news in a panel; opening one reads it. */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const { data } = useQuery(notificationsQuery());
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const read = async (ids?: string[]) => {
    await markRead(ids).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  };

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="btn btn-square btn-ghost relative"
        aria-label={unread > 0 ? T.bellUnread(unread) : T.bell()}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon className="size-6" />
        {unread > 0 && (
          <span className="badge badge-sm badge-error absolute -top-0.5 -right-0.5 px-1.5" aria-hidden="true">
            {T.badge(unread)}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        // On a phone the panel spans the screen under the bar (the bell is not at the edge); from 640 px it hangs from the bell.
        className="fixed inset-x-2 top-16 z-50 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-[22rem]"
      >
        <div className="flex items-center justify-between px-2 py-1">
          <h2 className="font-bold text-secondary">{T.title()}</h2>
          {unread > 0 && (
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => void read()}>
              {T.markAllRead()}
            </button>
          )}
        </div>
        {!data || data.items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted">{T.empty()}</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto">
            {data.items.map((n) => (
              <li key={n._id}>
                <Link
                  to={n.link}
                  className={`block rounded-field px-2 py-2 hover:bg-base-200 ${n.read ? '' : 'font-semibold'}`}
                  onClick={() => {
                    setOpen(false);
                    if (!n.read) void read([n._id]);
                  }}
                >
                  {!n.read && <span className="sr-only">{T.unread()} </span>}
                  <span className="block text-sm">{notificationSentence(n)}</span>
                  <span className="block text-xs font-normal text-muted">{when(n.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
