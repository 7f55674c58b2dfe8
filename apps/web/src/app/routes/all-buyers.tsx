import { DocumentTitle } from '../../components/ui/document-title';
import { AllBuyers } from '../../features/admin/components/all-buyers';
import { RequireRole } from '../../features/auth/components/require-role';

/** /dashboard/allBuyers: every buyer, for administrators to delete. */
export function AllBuyersPage() {
  return (
    <RequireRole role="admin">
      <DocumentTitle page="All buyers" />
      <AllBuyers />
    </RequireRole>
  );
}
