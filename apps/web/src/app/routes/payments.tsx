import { DocumentTitle } from '../../components/ui/document-title';
import { AdminPayments } from '../../features/admin/components/admin-payments';
import { RequireRole } from '../../features/auth/components/require-role';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/payments: every sale with its transfer, refund or dispute, for administrators to refund. */
export function PaymentsPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="admin">
      <DocumentTitle page={t('title.payments')} />
      <AdminPayments />
    </RequireRole>
  );
}
