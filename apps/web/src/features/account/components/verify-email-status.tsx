import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { accountApi, accountKeys } from '../api/account-api';
import { ACCOUNT_TEXT as T } from '../strings';
import { failureMessage } from '@/lib/error-message';

/** Opens the emailed verification link's token once, and says what happened (a dead link: where to get a new one). */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ kind: 'busy' | 'done' | 'failed'; message?: string }>(() =>
    token ? { kind: 'busy' } : { kind: 'failed' },
  );
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    accountApi
      .verifyEmail(token)
      .then(async () => {
        setState({ kind: 'done' });
        await queryClient.invalidateQueries({ queryKey: accountKeys.account });
      })
      .catch((err: unknown) => setState({ kind: 'failed', message: failureMessage(err) }));
  }, [token, queryClient]);

  if (state.kind === 'busy')
    return (
      <p role="status" className="text-muted">
        {T.verifying()}
      </p>
    );
  if (state.kind === 'done')
    return (
      <>
        <p role="status" className="rounded-field bg-success/10 px-3 py-2 font-medium">
          {T.verifyDone()}
        </p>
        <Link to={paths.dashboard()} className="btn btn-primary mt-6 w-full">
          {T.continue()}
        </Link>
      </>
    );
  return (
    <>
      <p role="alert" className="rounded-field bg-error/10 px-3 py-2 font-medium text-error">
        {state.message ?? T.verifyFailed()}
      </p>
      <Link to={paths.account()} className="btn btn-primary mt-6 w-full">
        {T.askNewLink()}
      </Link>
    </>
  );
}
