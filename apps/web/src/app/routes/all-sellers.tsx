import { DocumentTitle } from '../../components/ui/document-title';
import { AllSellers } from '../../features/admin/components/all-sellers';
import { RequireRole } from '../../features/auth/components/require-role';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/allSellers: every seller, for administrators to verify or delete. */
export function AllSellersPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="admin">
      <DocumentTitle page={t('title.allSellers')} />
      <AllSellers />
    </RequireRole>
  );
}
