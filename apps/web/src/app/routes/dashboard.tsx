import { DocumentTitle } from '../../components/ui/document-title';
import { DashboardWelcome } from '../../features/dashboard/components/dashboard-welcome';
import { ScheduledDeletionNotice } from '../../features/privacy/components/scheduled-deletion-notice';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

export { DashboardLayout } from '../layout/dashboard-layout';

/** /dashboard itself: a welcome with the user's roles and where to start. */
export function DashboardHomePage() {
  const t = useT(appCatalogue);
  return (
    <>
      <DocumentTitle page={t('title.dashboard')} />
      <ScheduledDeletionNotice />
      <DashboardWelcome />
    </>
  );
}
