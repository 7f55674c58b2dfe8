import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { MyOrders } from '../../features/buying/components/my-orders';
import { ReviewAction } from '../../features/reviews/components/review-action';
import { MyOffers } from '../../features/offers/components/my-offers';
import { MyReservations } from '../../features/reservations/components/reservation-rows';
import { MyTestDrives } from '../../features/test-drives/components/test-drives-list';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/MyOrders: the buyer's bookings, to pay for or cancel, their reservations, test drives and offers. */
export function MyOrdersPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="buyer">
      <DocumentTitle page={t('title.myOrders')} />
      <div className="space-y-10">
        <MyOrders OrderAction={ReviewAction} />
        <MyReservations />
        <MyTestDrives />
        <MyOffers />
      </div>
    </RequireRole>
  );
}
