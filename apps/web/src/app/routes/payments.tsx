import { DocumentTitle } from '../../components/ui/document-title';
import { AdminPayments } from '../../features/admin/components/admin-payments';
import { RequireRole } from '../../features/auth/components/require-role';

/** /dashboard/payments: every sale with its transfer, refund or dispute, for administrators to refund. */
export function PaymentsPage() {
  return (
    <RequireRole role="admin">
      <DocumentTitle page="Payments" />
      <AdminPayments />
    </RequireRole>
  );
}
