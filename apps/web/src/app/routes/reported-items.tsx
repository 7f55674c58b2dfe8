import { DocumentTitle } from '../../components/ui/document-title';
import { ReportedItems } from '../../features/admin/components/reported-items';
import { RequireRole } from '../../features/auth/components/require-role';

/** /dashboard/reportedItems: the cars buyers reported, for administrators to remove. */
export function ReportedItemsPage() {
  return (
    <RequireRole role="admin">
      <DocumentTitle page="Reported items" />
      <ReportedItems />
    </RequireRole>
  );
}
