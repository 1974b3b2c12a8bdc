import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { accountApi, accountQuery } from '../api/account-api';
import { ACCOUNT_TEXT as T } from '../strings';
import { failureMessage } from '@/lib/error-message';

/**
 * For a signed-in person whose email is not verified yet: what to do, and 'Send again'. Nothing is drawn for anyone
 * else (so nothing moves on their pages).
 */
export function VerifyEmailBanner() {
  const { status } = useAuth();
  const account = useQuery({ ...accountQuery(), enabled: status === 'signed-in' });
  const [note, setNote] = useState<() => string>();
  const [busy, setBusy] = useState(false);
  if (status !== 'signed-in' || !account.data || account.data.emailVerified) return null;
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

  return (
    <div role="region" aria-label={T.bannerLabel()} className="border-b border-warning/40 bg-warning/15">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 md:px-6">
        <p className="min-w-0 flex-1">
          <strong className="block">{T.bannerText()}</strong>
          <span className="text-sm">
            {T.bannerHelp()}{' '}
            <Link to={paths.account()} className="link">
              {T.accountNav()}
            </Link>
          </span>
        </p>
        <button type="button" className="btn btn-sm btn-warning" disabled={busy} onClick={() => void sendAgain()}>
          {T.sendAgain()}
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
