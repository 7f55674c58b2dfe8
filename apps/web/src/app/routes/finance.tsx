import { DocumentTitle } from '../../components/ui/document-title';
import { FinanceReport } from '../../features/admin/components/finance-report';
import { RequireRole } from '../../features/auth/components/require-role';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/finance: the marketplace's books by day or month, for administrators. */
export function FinancePage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="admin">
      <DocumentTitle page={t('title.finance')} />
      <FinanceReport />
    </RequireRole>
  );
}
