import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { AvailabilityForm } from '../../features/test-drives/components/availability-form';
import { TestDrivesList } from '../../features/test-drives/components/test-drives-list';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/test-drives: the signed-in person's test drives, as buyer or seller, with what they may do next. */
export function TestDrivesPage() {
  const t = useT(appCatalogue);
  return (
    <>
      <DocumentTitle page={t('title.testDrives')} />
      <TestDrivesList />
    </>
  );
}

/** /dashboard/availability: a seller's hours for test drives. */
export function AvailabilityPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="seller">
      <DocumentTitle page={t('title.testDriveHours')} />
      <AvailabilityForm />
    </RequireRole>
  );
}
