import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { accountApi, accountQuery } from '../api/account-api';
import { ACCOUNT_TEXT as T } from '../strings';
import { failureMessage } from '@/lib/error-message';

const HIDDEN_KEY = 'phonehaat:verify-banner-hidden';

/**
 * For a signed-in person whose email is not verified yet: what to do, and 'Send again'. Nothing is drawn for anyone
 * else. It is a bar held at the bottom of the screen, after the page, so its arrival moves nothing on the page; 'Hide'
 * puts it away for this tab.
 */
export function VerifyEmailBanner() {
  const { status } = useAuth();
  const account = useQuery({ ...accountQuery(), enabled: status === 'signed-in' });
  const [note, setNote] = useState<() => string>();
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDDEN_KEY) === '1');
  if (hidden || status !== 'signed-in' || !account.data || account.data.emailVerified) return null;
  const email = account.data.email;

  const sendAgain = async () => {
    setBusy(true);
    try {
      await accountApi.sendVerification(email);
      setNote(() => T.sentAgain);
    } catch (err) {
      setNote(() => () => failureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const hide = () => {
    sessionStorage.setItem(HIDDEN_KEY, '1');
    setHidden(true);
  };

  return (
    <div
      role="region"
      aria-label={T.bannerLabel()}
      className="sticky bottom-0 z-[74] border-t border-warning/60 bg-[color-mix(in_oklab,var(--color-warning)_18%,var(--color-base-100))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 md:px-6 md:py-3">
        <p className="min-w-0 flex-1 text-sm md:text-base">
          <strong className="block">{T.bannerText()}</strong>
          {/* On a phone the bar keeps to its first line and its buttons. */}
          <span className="hidden text-sm sm:inline">
            {T.bannerHelp()}{' '}
            <Link to={paths.account()} className="link">
              {T.accountNav()}
            </Link>
          </span>
        </p>
        <button type="button" className="btn btn-sm btn-warning" disabled={busy} onClick={() => void sendAgain()}>
          {T.sendAgain()}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={hide}>
          {T.bannerHide()}
        </button>
        {note && (
          <p role="status" className="w-full text-sm font-medium">
            {note()}
          </p>
        )}
      </div>
    </div>
  );
}
