import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../entities/account/components/language-switch';
import { useAuth } from '../../entities/session/auth-context';
import { useT } from '../../lib/i18n';
import { forgetKeptCarPages } from '../../lib/kept-copy';
import { useKeptPress } from '../../lib/kept-press';
import { appCatalogue } from '../i18n';

interface NavItem {
  to: string;
  label: 'nav.home' | 'nav.cars' | 'nav.value' | 'nav.blog' | 'nav.signIn' | 'nav.dashboard';
  /** Paths on which this item is the current page. */
  activeOn: readonly string[];
}

const publicItems: readonly NavItem[] = [
  { to: '/home', label: 'nav.home', activeOn: ['/', '/home'] },
  { to: '/cars', label: 'nav.cars', activeOn: ['/cars'] },
  { to: '/value-my-car', label: 'nav.value', activeOn: ['/value-my-car'] },
  { to: '/blog', label: 'nav.blog', activeOn: ['/blog'] },
];
const signInItem: NavItem = { to: '/login', label: 'nav.signIn', activeOn: ['/login'] };
const dashboardItem: NavItem = { to: '/dashboard', label: 'nav.dashboard', activeOn: ['/dashboard'] };

const itemClass = 'block w-full rounded-field px-4 py-2 text-left font-medium transition-colors';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      {open ? (
        <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
      ) : (
        <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  );
}

/** Which of Sign in / Dashboard + Sign Out to show; nothing until the first session check has answered. */
function accountItems(signedIn: boolean, unknown: boolean): readonly NavItem[] {
  if (unknown) return [];
  return signedIn ? [dashboardItem] : [signInItem];
}

export function Header() {
  const t = useT(appCatalogue);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, loading, logout } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  useKeptPress('menu', () => setMenuOpen(true));

  function closeMenuOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  function closeMenuOnFocusLeaving(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setMenuOpen(false);
  }

  async function signOutToHome() {
    setMenuOpen(false);
    // Leave a guarded page first, so that its guard does not send the visitor to /login on the way out.
    await navigate('/home');
    // Its own chunk, loaded only now: Home's scripts stay without the API client. A chunk that cannot load (offline)
    // does not keep the person signed in.
    await import('../../features/notifications/sign-out')
      .then(({ turnOffThisDevice }) => turnOffThisDevice())
      .catch(() => undefined);
    await forgetKeptCarPages();
    await logout();
  }

  const navItems = [...publicItems, ...accountItems(user !== null, loading && user === null)];

  return (
    <header className="bg-base-100 border-base-300 sticky top-0 z-30 border-b">
      <nav
        aria-label={t('nav.label')}
        onKeyDown={closeMenuOnEscape}
        onBlur={closeMenuOnFocusLeaving}
        className="relative mx-auto flex h-16 max-w-screen-xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Link to="/" className="flex items-center gap-2 rounded-field text-xl font-extrabold tracking-tight">
          <img src="/images/logo.svg" width={40} height={40} alt="" className="size-10" />
          <span>{t('brand')}</span>
        </Link>

        <button
          ref={menuButton}
          type="button"
          className="btn btn-ghost btn-square md:hidden"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          data-keep-press="menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>

        <ul
          id={menuId}
          className={`${menuOpen ? 'flex' : 'hidden'} bg-base-100 border-base-300 absolute inset-x-0 top-full flex-col gap-1 border-b p-4 shadow-lg md:static md:flex md:flex-row md:items-center md:gap-2 md:border-0 md:p-0 md:shadow-none`}
        >
          {navItems.map((item) => {
            const current = item.activeOn.includes(pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                  className={`${itemClass} ${current ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`}
                >
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
          {user ? (
            <li>
              <button
                type="button"
                onClick={() => void signOutToHome()}
                className={`${itemClass} hover:bg-base-200`}
              >
                {t('nav.signOut')}
              </button>
            </li>
          ) : null}
          <li className="px-4 md:px-0">
            <LanguageSwitch />
          </li>
        </ul>
      </nav>
    </header>
  );
}
