import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { AvailabilityForm } from '../../features/test-drives/components/availability-form';
import { TestDrivesList } from '../../features/test-drives/components/test-drives-list';

/** /dashboard/test-drives: the signed-in person's test drives, as buyer or seller, with what they may do next. */
export function TestDrivesPage() {
  return (
    <>
      <DocumentTitle page="Test drives" />
      <TestDrivesList />
    </>
  );
}

/** /dashboard/availability: a seller's hours for test drives. */
export function AvailabilityPage() {
  return (
    <RequireRole role="seller">
      <DocumentTitle page="Test-drive hours" />
      <AvailabilityForm />
    </RequireRole>
  );
}
