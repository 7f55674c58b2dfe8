import { DocumentTitle } from '../../components/ui/document-title';
import { AllSellers } from '../../features/admin/components/all-sellers';
import { RequireRole } from '../../features/auth/components/require-role';

/** /dashboard/allSellers: every seller, for administrators to verify or delete. */
export function AllSellersPage() {
  return (
    <RequireRole role="admin">
      <DocumentTitle page="All sellers" />
      <AllSellers />
    </RequireRole>
  );
}
