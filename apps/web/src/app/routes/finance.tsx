import { DocumentTitle } from '../../components/ui/document-title';
import { FinanceReport } from '../../features/admin/components/finance-report';
import { RequireRole } from '../../features/auth/components/require-role';

/** /dashboard/finance: the marketplace's books by day or month, for administrators. */
export function FinancePage() {
  return (
    <RequireRole role="admin">
      <DocumentTitle page="Finance" />
      <FinanceReport />
    </RequireRole>
  );
}
