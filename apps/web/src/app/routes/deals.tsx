import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { Deals } from '../../features/deals/components/deals';
import { DriveCard } from '../../features/test-drives/components/test-drives-list';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/deals: the seller's offers, test drives and bookings, per car. */
export function DealsPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="seller">
      <DocumentTitle page={t('title.deals')} />
      <div className="max-w-5xl space-y-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('deals.heading')}</h1>
        <Deals TestDriveCard={DriveCard} />
      </div>
    </RequireRole>
  );
}
