import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CloseIcon, LogoMark, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useAuth, useDrawnSignedIn } from '@/lib/auth-context';
import { lazyPart } from '@/lib/lazy-part';
import { WhenPageIdle } from '@/lib/page-idle';
import { useHydrated } from '@/lib/use-hydrated';
import { LanguageSwitch } from '@/i18n/language-switch';
import { m } from '@/paraglide/messages.js';

const MessagesLink = lazyPart(async () => (await import('@/features/messages/components/messages-link')).MessagesLink);

const NotificationBell = lazyPart(
  async () => (await import('@/features/notifications/components/notification-bell')).NotificationBell,
);

interface NavItem {
  label: string;
  to: string;
  end?: boolean;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-field font-medium ${isActive ? 'bg-primary/10 text-primary' : 'text-base-content hover:text-primary'}`;

/**
 * The search box of every page (issue 9): a phone model, typos and all, to /search?q=…. Under the bar on a phone,
 * in it from 1024 px. On the search page it shows the words searched.
 */
function SiteSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const current = location.pathname === paths.search() ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  return (
    <form
      role="search"
      aria-label={m.nav_search_form()}
      action={paths.search()}
      className="order-last flex w-full lg:order-none lg:mx-4 lg:w-80 xl:w-96"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        const text = typeof q === 'string' ? q.trim() : '';
        void navigate(paths.search(text ? new URLSearchParams({ q: text }) : undefined));
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {m.nav_search_label()}
      </label>
      <input
        // A new search page (Back, a link) shows its own words.
        key={location.search}
        id={inputId}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        defaultValue={current}
        placeholder={m.nav_search_placeholder()}
        className="input input-bordered w-full rounded-r-none"
      />
      <button type="submit" className="btn btn-primary btn-square rounded-l-none" aria-label={m.nav_search_button()}>
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}

/** The place of one of the bar's icon buttons while it is not there yet. */
const IconPlace = () => <span className="inline-block size-12" aria-hidden="true" />;

/**
 * Top navigation (spec §2): Home and Blog always; Dashboard and Log Out when signed in, Login when signed out.
 * Inline from 1024 px; below that a menu button opens a dropdown.
 */
export function Navbar() {
  const { status, signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  // A page the server drew for a live session shows the signed-in links while the check at start answers.
  const drawnSignedIn = useDrawnSignedIn();
  const signedIn = status === 'signed-in';
  const linksSignedIn = signedIn || (status === 'loading' && drawnSignedIn);

  const items: NavItem[] = [
    { label: m.nav_home(), to: paths.home(), end: true },
    { label: m.nav_blog(), to: paths.blog() },
    ...(linksSignedIn ? [{ label: m.nav_dashboard(), to: paths.dashboard() }] : []),
  ];

  // Close the dropdown on Escape and on a tap outside it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);
  const logOut = () => {
    close();
    void signOut();
  };

  const links = (onNavigate?: () => void) =>
    items.map((item) => (
      <li key={item.to}>
        <NavLink to={item.to} end={item.end} className={linkClass} onClick={onNavigate}>
          {item.label}
        </NavLink>
      </li>
    ));

  return (
    <header className="sticky top-0 z-50 border-b border-base-300 bg-base-100">
      <nav
        aria-label={m.nav_main()}
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 pb-3 md:px-6 lg:flex-nowrap lg:pb-0"
      >
        <Link
          to={paths.home()}
          className="mr-auto flex h-16 items-center gap-2 rounded-field text-xl font-extrabold tracking-tight text-secondary"
        >
          <LogoMark className="size-8" />
          {site.name}
        </Link>

        <SiteSearch />

        {/* Messages with its unread count, and the bell (issue 17): each comes once React runs the page and it is idle,
            in a turn of its own, and on a page drawn for a session after the sign-in check; their places are kept
            meanwhile so nothing moves. */}
        {signedIn && hydrated ? (
          <WhenPageIdle fallback={<IconPlace />}>
            <MessagesLink />
          </WhenPageIdle>
        ) : (
          linksSignedIn && <IconPlace />
        )}
        {signedIn && hydrated ? (
          <WhenPageIdle fallback={<IconPlace />}>
            <NotificationBell />
          </WhenPageIdle>
        ) : (
          linksSignedIn && <IconPlace />
        )}

        {/* In the bar from 1024 px; on a phone in the menu, where it takes no room from the chats and the bell. */}
        <LanguageSwitch className="hidden lg:inline-flex" />

        <ul className="menu menu-horizontal hidden items-center gap-1 p-0 lg:flex">
          {links()}
          {linksSignedIn ? (
            <li>
              {/* On a page drawn for a session, until React runs it: a tap would be lost. */}
              <button type="button" className="font-medium" disabled={!hydrated} onClick={logOut}>
                {m.nav_log_out()}
              </button>
            </li>
          ) : (
            <li>
              <NavLink to={paths.login()} className="btn btn-primary btn-sm ml-2 px-5">
                {m.nav_login()}
              </NavLink>
            </li>
          )}
        </ul>

        <div ref={containerRef} className="relative lg:hidden">
          <button
            type="button"
            className="btn btn-square btn-ghost"
            aria-label={menuOpen ? m.nav_close_menu() : m.nav_open_menu()}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            // On a prerendered page, until React runs the page: a button that cannot open yet says so.
            disabled={!hydrated}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
          <ul
            id={menuId}
            hidden={!menuOpen}
            className="menu absolute right-0 z-50 mt-2 w-60 gap-1 rounded-box border border-base-300 bg-base-100 p-2 text-base shadow-lg"
          >
            {links(close)}
            <li>
              <LanguageSwitch className="justify-start text-base font-normal" />
            </li>
            <li className="mt-1 border-t border-base-300 pt-2">
              {linksSignedIn ? (
                <button type="button" className="font-medium" disabled={!hydrated} onClick={logOut}>
                  {m.nav_log_out()}
                </button>
              ) : (
                <NavLink to={paths.login()} className="btn btn-primary btn-sm" onClick={close}>
                  {m.nav_login()}
                </NavLink>
              )}
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
