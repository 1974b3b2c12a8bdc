import type { ReactNode } from 'react';
import { ScrollRestoration, useNavigation, useOutlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';
import { LazyPart, lazyPart } from '@/lib/lazy-part';
import { usePageIdle } from '@/lib/page-idle';
import { m } from '@/paraglide/messages.js';
import { OfflineBar, UpdatePrompt } from '@/pwa/bars';
import { FooterSlot } from './footer-slot';
import { Navbar } from './navbar';

/** For signed-in people whose email is not verified (issue 17); its code loads only once someone is signed in. */
const LazyVerifyBanner = lazyPart(
  async () => (await import('@/features/account/components/verify-banner')).VerifyEmailBanner,
);
function VerifyEmailBanner() {
  const { status } = useAuth();
  // Not in a page the server draws for a person: it comes once the page is idle, in a turn of its own.
  const idle = usePageIdle();
  return status === 'signed-in' && idle ? <LazyVerifyBanner /> : null;
}

/**
 * Public pages: skip link, top navigation, the page, the footer; a spinner while the page's code arrives. The email
 * banner comes after the screen-high column (held at the bottom of the screen), so its late arrival moves nothing.
 */
export function MainLayout({ children }: { children?: ReactNode }) {
  const outlet = useOutlet();
  return (
    <>
      <div className="page-column flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only rounded-field bg-accent px-4 py-2 font-semibold text-accent-content focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70]"
        >
          {m.ui_skip_to_main()}
        </a>
        <Navbar />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children ?? outlet ?? <PageSpinner />}
        </main>
        <FooterSlot />
        <OfflineBar />
        <UpdatePrompt />
      </div>
      <LazyPart>
        <VerifyEmailBanner />
      </LazyPart>
    </>
  );
}

/**
 * The layout route, and also its HydrateFallback while the first page's code arrives: the same component in both
 * places, so React keeps the one navigation bar. Someone on a slow line who opens the menu or types a search while
 * the page loads keeps what they did (two different components here drew the bar twice and lost it).
 */
export function MainLayoutRoute() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-[80] h-1 animate-pulse bg-accent"
          role="progressbar"
          aria-label={m.ui_loading_page()}
        />
      )}
      <MainLayout />
      <ScrollRestoration />
    </>
  );
}
