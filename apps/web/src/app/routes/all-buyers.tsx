import { DocumentTitle } from '../../components/ui/document-title';
import { AllBuyers } from '../../features/admin/components/all-buyers';
import { RequireRole } from '../../features/auth/components/require-role';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/allBuyers: every buyer, for administrators to delete. */
export function AllBuyersPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="admin">
      <DocumentTitle page={t('title.allBuyers')} />
      <AllBuyers />
    </RequireRole>
  );
}
