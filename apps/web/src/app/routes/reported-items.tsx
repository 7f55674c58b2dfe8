import { DocumentTitle } from '../../components/ui/document-title';
import { ReportedItems } from '../../features/admin/components/reported-items';
import { ReportedMessages } from '../../features/admin/components/reported-messages';
import { RequireRole } from '../../features/auth/components/require-role';

/** /dashboard/reportedItems: the cars buyers reported, for administrators to remove, and the flagged messages. */
export function ReportedItemsPage() {
  return (
    <RequireRole role="admin">
      <DocumentTitle page="Reported items" />
      <div className="space-y-10">
        <ReportedItems />
        <ReportedMessages />
      </div>
    </RequireRole>
  );
}
