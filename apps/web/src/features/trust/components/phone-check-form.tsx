import { imeiProblem, normaliseImei, type PhoneCheckResult } from '@phonehaat/shared';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { fieldMessage } from '@/i18n/field-message';
import { failureMessage } from '@/lib/error-message';
import { toLatinDigits } from '@/i18n/format';
import { trustApi } from '../api/trust-api';
import { TRUST_TEXT as T } from '../strings';

/** The SMS BTRC's NEIR register answers, as a link a phone opens in its messages app. */
const smsLink = (number: string, body: string) => `sms:${number}?body=${encodeURIComponent(body)}`;

/**
 * 'Check a phone' (issue 16): an IMEI in, the answer under the form. A number that is not an IMEI is told so at once,
 * without asking the server; the rest the server answers (stolen here, listed here) with BTRC's SMS check.
 */
export function PhoneCheckForm() {
  const hydrated = useHydrated();
  const inputId = useId();
  // Opened from a deal's 'Check it': the number comes in the history state, ready to check.
  const given = (useLocation().state as { imei?: unknown } | null)?.imei;
  // Uncontrolled, read at submit: what someone typed into the prerendered page before its script ran is kept.
  const initial = typeof given === 'string' ? given : '';
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PhoneCheckResult>();
  const [error, setError] = useState<() => string>();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    // Bengali digits (০-৯) read as the Latin ones an IMEI is checked in.
    const imei = toLatinDigits(String(new FormData(event.currentTarget).get('imei') ?? ''));
    const problem = imeiProblem(imei);
    if (problem) {
      setResult({ valid: false, problem });
      return;
    }
    setBusy(true);
    try {
      setResult(await trustApi.check(normaliseImei(imei)));
    } catch (err) {
      setResult(undefined);
      // Kept as the failure itself and written at render, so a change of language follows.
      setError(() => (err instanceof ApiError && err.status === 429 ? T.rateLimited() : failureMessage(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <div>
          <label htmlFor={inputId} className="mb-1 block font-medium">
            {T.imeiLabel()}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              className="input input-bordered min-w-0 flex-1 font-mono tracking-wider"
              inputMode="numeric"
              autoComplete="off"
              maxLength={40}
              aria-describedby={`${inputId}-hint`}
              name="imei"
              defaultValue={initial}
            />
            <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
              {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {busy ? T.checking() : T.check()}
            </button>
          </div>
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
            {T.imeiHint()}
          </p>
        </div>
      </form>

      <div aria-live="polite" className="mt-5">
        {error && (
          <p role="alert" className="rounded-field bg-error/10 px-3 py-2 text-sm font-medium text-error">
            {error()}
          </p>
        )}
        {result && <CheckResult result={result} />}
      </div>
    </div>
  );
}

function CheckResult({ result }: { result: PhoneCheckResult }) {
  if (!result.valid) {
    return (
      <section aria-labelledby="check-invalid" className="rounded-box border border-warning bg-warning/10 p-4">
        <h2 id="check-invalid" className="font-bold">
          {T.invalidTitle()}
        </h2>
        <p className="mt-1">{fieldMessage(result.problem)}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="check-result" className="space-y-3">
      <h2 id="check-result" className="font-mono text-lg font-bold">
        {T.resultTitle(result.imei)}
      </h2>
      <ul className="space-y-2">
        <li
          className={`rounded-field px-3 py-2 font-medium ${result.stolen ? 'bg-error/10 text-error' : 'bg-success/10 text-success'}`}
        >
          {result.stolen ? T.stolenYes() : T.stolenNo()}
        </li>
        <li className="rounded-field bg-base-200 px-3 py-2">
          {result.listedHere ? T.listedYes() : T.listedNo()}
          {result.listingId && (
            <>
              {' '}
              <Link to={paths.product(result.listingId)} className="link link-primary font-semibold">
                {T.openListing()}
              </Link>
            </>
          )}
        </li>
      </ul>
      <div className="rounded-box border border-base-300 p-4">
        <h3 className="font-bold">{T.btrcTitle()}</h3>
        <p className="mt-1 text-sm">{T.btrcBody(result.btrc.sms, result.btrc.number)}</p>
        <a href={smsLink(result.btrc.number, result.btrc.sms)} className="btn btn-outline btn-primary mt-3">
          {T.btrcSend()}
        </a>
      </div>
    </section>
  );
}
