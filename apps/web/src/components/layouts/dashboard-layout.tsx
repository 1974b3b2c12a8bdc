import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { DASHBOARD_LINKS } from '@/config/dashboard-links';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-field px-4 py-2.5 font-medium ${isActive ? 'bg-primary text-primary-content' : 'text-base-content hover:bg-base-200'}`;

function DrawerLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner label="Loading your menu" className="m-4" />;
  if (!user) return null;
  return (
    <ul className="flex flex-col gap-1">
      <li>
        <NavLink to={paths.dashboard()} end className={linkClass} onClick={onNavigate}>
          Dashboard
        </NavLink>
      </li>
      {DASHBOARD_LINKS[user.role].map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={linkClass} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard: a left drawer with the links of the user's role (always shown from 1024 px; behind an
 * 'Open Sidebar' button on phones, closing with Escape, a tap outside or a link), and the page beside it.
 */
export function DashboardLayout() {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        openerRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-4 lg:py-8">
      <aside className="hidden w-60 shrink-0 lg:block">
        <nav aria-label="Dashboard" className="sticky top-20 rounded-box border border-base-300 bg-base-100 p-3">
          <DrawerLinks />
        </nav>
      </aside>

      {open && (
        <div className="fixed inset-0 z-[60] lg:hidden">
          <button
            type="button"
            aria-label="Close sidebar"
            className="absolute inset-0 size-full cursor-default bg-black/40"
            onClick={() => setOpen(false)}
          />
          <nav
            id={drawerId}
            ref={panelRef}
            aria-label="Dashboard"
            className="absolute inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-base-100 p-4 shadow-xl"
          >
            <div className="mb-3 flex items-center justify-between">
              <span className="font-bold text-secondary">Dashboard</span>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
            <DrawerLinks onNavigate={() => setOpen(false)} />
          </nav>
        </div>
      )}

      <div className="min-w-0 flex-1">
        <button
          ref={openerRef}
          type="button"
          className="btn btn-outline btn-primary btn-sm mb-4 lg:hidden"
          aria-expanded={open}
          aria-controls={drawerId}
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
          Open Sidebar
        </button>
        <Outlet />
      </div>
    </div>
  );
}
