import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { notifyError } from '@/lib/notify-error';
import { useHydrated } from '@/lib/use-hydrated';
import { startConversation } from '../api/messages-api';
import { CHAT_WORDS } from '../chat-text';

/**
 * 'Message seller' (not on one's own listing): signed out it goes to sign in and back to this page; signed in it opens
 * the conversation about this listing (made on the first press).
 */
export function MessageSellerButton({
  productId,
  sellerId,
  className = 'btn btn-outline btn-primary',
  describedBy,
}: {
  productId: string;
  sellerId: string;
  className?: string;
  /** The id of what names the phone (a card's title), so each card's button is told apart. */
  describedBy?: string;
}) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  // On a server-drawn page, until React runs it: a button that cannot act yet says so.
  const hydrated = useHydrated();
  // Not on one's own listing, and not for an admin (conversations are between a buyer and a seller).
  if (user?._id === sellerId || user?.role === 'Admin') return null;
  const onClick = async () => {
    if (status !== 'signed-in') {
      void navigate(paths.login(), { state: { from: { pathname: location.pathname, search: location.search } } });
      return;
    }
    setBusy(true);
    try {
      void navigate(paths.conversation(await startConversation(productId)));
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      aria-describedby={describedBy}
      // …and while the sign-in check is still asking, so a signed-in person is not sent to sign in.
      disabled={busy || !hydrated || status === 'loading'}
      onClick={() => void onClick()}
    >
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      {CHAT_WORDS.messageSeller()}
    </button>
  );
}
