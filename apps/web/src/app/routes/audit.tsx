import { DocumentTitle } from '../../components/ui/document-title';
import { AuditLog } from '../../features/admin/components/audit-log';
import { RequireRole } from '../../features/auth/components/require-role';

/** /dashboard/audit: the administrators' audit log. */
export function AuditPage() {
  return (
    <RequireRole role="admin">
      <DocumentTitle page="Audit log" />
      <AuditLog />
    </RequireRole>
  );
}
