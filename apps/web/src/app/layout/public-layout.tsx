import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Header } from './header';
import { PageHeadLinks } from './page-head-links';
import { NavigationProgress } from '../../components/layout/navigation-progress';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { OfflineNotice } from '../../components/layout/offline-notice';
import { SkipLink } from '../../components/layout/skip-link';

/** Header, page content and footer around every public page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeadLinks />
      <NavigationProgress />
      <ScrollToTop />
      <SkipLink />
      <OfflineNotice />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-screen-xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8"
      >
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
