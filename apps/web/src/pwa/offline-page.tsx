import { useEffect } from 'react';
import { LogoMark } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';
import { getLocale } from '@/paraglide/runtime.js';

/**
 * The page the service worker answers, without a connection, for a page this device has not kept (sw.ts): what
 * happened, Try again, and the home page (which is kept). It reloads by itself when the connection comes back.
 */
export function OfflinePage() {
  useEffect(() => {
    document.documentElement.lang = getLocale();
    document.title = m.pwa_offline_title();
    const retry = () => window.location.reload();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <LogoMark className="size-14" />
      <h1 className="text-2xl font-bold">{m.pwa_offline_heading()}</h1>
      <p className="text-muted">{m.pwa_offline_body()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {m.pwa_offline_retry()}
        </button>
        <a className="btn btn-outline" href="/">
          {m.pwa_offline_home()}
        </a>
      </div>
    </main>
  );
}
