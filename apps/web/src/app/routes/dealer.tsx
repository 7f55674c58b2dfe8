import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { MyDealership } from '../../features/dealers/components/my-dealership';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/dealer: the seller's dealership (details, staff, invitations), or a form to open one. */
export function DealershipPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="seller">
      <DocumentTitle page={t('title.dealership')} />
      <div className="max-w-3xl space-y-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('dealership.heading')}</h1>
        <MyDealership />
      </div>
    </RequireRole>
  );
}
