import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Public pages: skip link, top navigation, the page, the footer. */
export function MainLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-field bg-accent px-4 py-2 font-semibold text-accent-content focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70]"
      >
        Skip to main content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}

/** The layout route: the layout plus a thin progress bar while the next page's code loads. */
export function MainLayoutRoute() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-0 z-[80] h-1 animate-pulse bg-accent"
          role="progressbar"
          aria-label="Loading page"
        />
      )}
      <MainLayout />
      <ScrollRestoration />
    </>
  );
}

/** While the first page's code arrives: the navigation and footer at once, a spinner in between. */
export function MainLayoutFallback() {
  return (
    <MainLayout>
      <PageSpinner />
    </MainLayout>
  );
}
