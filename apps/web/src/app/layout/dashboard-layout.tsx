import { useEffect, useId, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { Header } from './header';
import { NavigationProgress } from '../../components/layout/navigation-progress';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { OfflineNotice } from '../../components/layout/offline-notice';
import { SkipLink } from '../../components/layout/skip-link';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { DashboardMenu } from '../../features/dashboard/components/dashboard-menu';
import { useConversations } from '../../features/messages/api/conversations';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** The drawer is always open from this width on (`lg:drawer-open`). */
const wideScreen = '(min-width: 1024px)';

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path strokeLinecap="round" d="M4 7h16M4 12h10M4 17h16" />
    </svg>
  );
}

/**
 * Focuses `element` as soon as it can take focus: the drawer only becomes visible once its CSS transition has
 * begun. Returns a function that stops trying.
 */
function focusOnceShown(element: HTMLElement | null): () => void {
  let frame = 0;
  let tries = 30;
  const attempt = () => {
    element?.focus();
    if (element && document.activeElement !== element && tries-- > 0) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * The dashboard: the site header, then a side menu (a daisyUI drawer on phones, always open from the large size)
 * beside the page.
 */
export function DashboardLayout() {
  const t = useT(appCatalogue);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleId = useId();
  const menuId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Live events keep the count fresh.
  const unreadMessages = useConversations().data?.unread ?? 0;

  // On phones the open drawer covers the page (inert meanwhile): focus moves into it, Escape closes it wherever
  // focus is, and focus returns to its button.
  useEffect(() => {
    const closed = !menuOpen && wasOpen.current;
    wasOpen.current = menuOpen;
    if (closed) openButton.current?.focus();
    if (!menuOpen) return undefined;
    const stopFocusing = focusOnceShown(closeButton.current);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      stopFocusing();
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  // Growing to the width where the menu is always shown ends the phone drawer.
  useEffect(() => {
    const query = window.matchMedia(wideScreen);
    const closeWhenWide = () => {
      if (query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', closeWhenWide);
    return () => query.removeEventListener('change', closeWhenWide);
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <div inert={menuOpen}>
        <NavigationProgress />
        <ScrollToTop />
        <SkipLink />
        <OfflineNotice />
        <Header />
      </div>
      <div className="drawer lg:drawer-open mx-auto w-full max-w-screen-xl flex-1">
        <input
          id={toggleId}
          type="checkbox"
          className="drawer-toggle"
          checked={menuOpen}
          onChange={(event) => setMenuOpen(event.target.checked)}
          tabIndex={-1}
          aria-hidden="true"
        />
        <div className="drawer-content flex flex-col" inert={menuOpen}>
          <div className="border-base-300 border-b px-4 py-2 sm:px-6 lg:hidden">
            <button
              ref={openButton}
              type="button"
              className="btn btn-ghost gap-2"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
              {t('dashboard.menu')}
            </button>
          </div>
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8">
            <VerifyEmailBanner />
            <Outlet />
          </main>
        </div>
        <div id={menuId} className="drawer-side z-40 lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)]">
          {/* A pointer's way out; keyboards and screen readers have "Close menu" and Escape. */}
          <label htmlFor={toggleId} aria-hidden="true" className="drawer-overlay" />
          <aside className="bg-base-200 lg:border-base-300 min-h-full w-72 max-w-[85vw] p-4 lg:border-r lg:bg-transparent">
            <div className="mb-4 flex justify-end lg:hidden">
              <button
                ref={closeButton}
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setMenuOpen(false)}
              >
                {t('dashboard.closeMenu')}
              </button>
            </div>
            <DashboardMenu onNavigate={() => setMenuOpen(false)} unreadMessages={unreadMessages} />
          </aside>
        </div>
      </div>
    </div>
  );
}
