import { useCallback, useEffect, useId, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { DASHBOARD_LINKS } from '@/config/dashboard-links';
import { useWaitingDeals } from '@/features/deals/api/get-deals';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { formatNumber } from '@/i18n/format';
import { useHydrated } from '@/lib/use-hydrated';
import { useLocale } from '@/i18n/use-locale';
import { m } from '@/paraglide/messages.js';

/** How many deals wait for the person's move (asked again after each of their moves). */
function DealsWaitingBadge({ userId }: { userId: string }) {
  const waiting = useWaitingDeals(userId);
  if (!waiting.data) return null;
  return (
    <span className="badge badge-warning badge-sm ml-2 font-bold" data-testid="deals-waiting">
      {formatNumber(waiting.data)}
      <span className="sr-only">{` ${m.dash_waiting_for_you()}`}</span>
    </span>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-field px-4 py-2.5 font-medium ${isActive ? 'bg-primary text-primary-content' : 'text-base-content hover:bg-base-200'}`;

function DrawerLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  // The role comes with the sign-in: no user yet means the auth state is still loading.
  if (!user) return <Spinner label={m.dash_loading_menu()} className="m-4" />;
  return (
    <ul className="flex flex-col gap-1">
      <li>
        <NavLink to={paths.dashboard()} end className={linkClass} onClick={onNavigate}>
          {m.nav_dashboard()}
        </NavLink>
      </li>
      {DASHBOARD_LINKS[user.role].map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={linkClass} onClick={onNavigate}>
            {link.label()}
            {link.to === paths.deals() && <DealsWaitingBadge userId={user._id} />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The drawer on phones: a native modal <dialog> (daisyUI `modal modal-start`), so the page behind is inert and Tab
 * stays inside it; focus starts on its first link and goes back to 'Open Sidebar' when it closes. Escape, the Close
 * button, a tap outside and a link all close it.
 */
function MobileDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  useEffect(() => {
    // Widened past the phone layout (the drawer is then beside the page): an open modal would leave the page inert.
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWide = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [onClose]);
  const dialog = useModalDialog({
    onClose,
    initialFocus: (element) => element.querySelector<HTMLElement>('ul a') ?? element.querySelector('button'),
  });

  return (
    <dialog {...dialog} id={id} aria-label={m.dash_menu()} className="modal modal-start lg:hidden">
      <div className="modal-box w-72 max-w-[85vw] overflow-y-auto p-4">
        <nav aria-label={m.nav_dashboard()}>
          <div className="mb-3 flex items-center justify-between">
            <span className="font-bold text-secondary">{m.nav_dashboard()}</span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
              {m.ui_close()}
            </button>
          </div>
          <DrawerLinks onNavigate={onClose} />
        </nav>
      </div>
      {/* A tap outside closes it. Not a tab stop: Close and Escape do the same for keyboards. */}
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
    </dialog>
  );
}

/**
 * The dashboard: a left drawer with the links of the user's role (always shown from 1024 px; behind an
 * 'Open Sidebar' button on phones), and the page beside it.
 */
export function DashboardLayout() {
  // The route's element is kept by the router: the switch redraws the drawer's words through this subscription.
  useLocale();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const drawerId = useId();
  const hydrated = useHydrated();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-4 lg:py-8">
      <aside className="hidden w-60 shrink-0 lg:block">
        <nav
          aria-label={m.nav_dashboard()}
          className="sticky top-20 rounded-box border border-base-300 bg-base-100 p-3"
        >
          <DrawerLinks />
        </nav>
      </aside>

      {open && <MobileDrawer id={drawerId} onClose={close} />}

      <div className="min-w-0 flex-1">
        <button
          type="button"
          className="btn btn-outline btn-primary btn-sm mb-4 lg:hidden"
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          // On a page drawn for a session (My Orders), until React runs it: a tap would be lost.
          disabled={!hydrated}
          onClick={() => setOpen(true)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h10" strokeLinecap="round" />
          </svg>
          {m.dash_open_sidebar()}
        </button>
        <Outlet />
      </div>
    </div>
  );
}
