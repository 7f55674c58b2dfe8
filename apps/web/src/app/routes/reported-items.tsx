import { DocumentTitle } from '../../components/ui/document-title';
import { ReportedItems } from '../../features/admin/components/reported-items';
import { ReportedMessages } from '../../features/admin/components/reported-messages';
import { RequireRole } from '../../features/auth/components/require-role';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/reportedItems: the cars buyers reported, for administrators to remove, and the flagged messages. */
export function ReportedItemsPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="admin">
      <DocumentTitle page={t('title.reportedItems')} />
      <div className="space-y-10">
        <ReportedItems />
        <ReportedMessages />
      </div>
    </RequireRole>
  );
}
