import { DocumentTitle } from '../../components/ui/document-title';
import { DashboardWelcome } from '../../features/dashboard/components/dashboard-welcome';
import { ScheduledDeletionNotice } from '../../features/privacy/components/scheduled-deletion-notice';

export { DashboardLayout } from '../layout/dashboard-layout';

/** /dashboard itself: a welcome with the user's roles and where to start. */
export function DashboardHomePage() {
  return (
    <>
      <DocumentTitle page="Dashboard" />
      <ScheduledDeletionNotice />
      <DashboardWelcome />
    </>
  );
}
