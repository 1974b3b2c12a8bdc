import { useEffect } from 'react';
import { LogoMark } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';
import { getLocale } from '@/paraglide/runtime.js';

const reloadPage = () => window.location.reload();
const TRIES_KEY = 'phonehaat-offline-tries';

/** How many times this address has been tried again in the last two minutes (kept across the reloads). */
function readTries(): number {
  try {
    const kept = JSON.parse(sessionStorage.getItem(TRIES_KEY) ?? 'null') as { href?: string; at?: number; n?: number };
    const recent = kept?.href === window.location.href && Date.now() - (kept.at ?? 0) < 120_000;
    return recent ? (kept.n ?? 0) : 0;
  } catch {
    return 0;
  }
}

function tryAgain(n: number, reload: () => void) {
  try {
    sessionStorage.setItem(TRIES_KEY, JSON.stringify({ href: window.location.href, at: Date.now(), n }));
  } catch {
    // Storage refused (private mode): the reload happens all the same, without the back-off.
  }
  reload();
}

/**
 * The page the service worker answers, without a connection, for a page this device has not kept (sw.ts): what
 * happened, Try again, and the home page (which is kept). It reloads by itself when the connection comes back, and
 * while the browser says it is online (a line that is back but not yet usable) again after 2, 4, 8 … at most 60 s.
 */
export function OfflinePage({ reload = reloadPage }: { reload?: () => void }) {
  useEffect(() => {
    document.documentElement.lang = getLocale();
    document.title = m.pwa_offline_title();
    const tries = readTries();
    const onOnline = () => tryAgain(0, reload);
    window.addEventListener('online', onOnline);
    const timer = navigator.onLine
      ? window.setTimeout(() => tryAgain(tries + 1, reload), Math.min(60, 2 ** (tries + 1)) * 1000)
      : undefined;
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearTimeout(timer);
    };
  }, [reload]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <LogoMark className="size-14" />
      <h1 className="text-2xl font-bold">{m.pwa_offline_heading()}</h1>
      <p className="text-muted">{m.pwa_offline_body()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={reload}>
          {m.pwa_offline_retry()}
        </button>
        <a className="btn btn-outline" href="/">
          {m.pwa_offline_home()}
        </a>
      </div>
    </main>
  );
}
