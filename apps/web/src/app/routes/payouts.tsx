import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { PayoutsPanel } from '../../features/payouts/components/payouts-panel';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/payouts: the seller's payout account with Stripe, and the money of their sales. */
export function PayoutsPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="seller">
      <DocumentTitle page={t('title.payouts')} />
      <div className="max-w-3xl space-y-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('payouts.heading')}</h1>
        <PayoutsPanel />
      </div>
    </RequireRole>
  );
}
