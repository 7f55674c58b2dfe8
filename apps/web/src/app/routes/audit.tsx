import { DocumentTitle } from '../../components/ui/document-title';
import { AuditLog } from '../../features/admin/components/audit-log';
import { RequireRole } from '../../features/auth/components/require-role';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/audit: the administrators' audit log. */
export function AuditPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="admin">
      <DocumentTitle page={t('title.audit')} />
      <AuditLog />
    </RequireRole>
  );
}
