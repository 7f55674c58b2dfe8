import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { MyOrders } from '../../features/buying/components/my-orders';
import { ReviewAction } from '../../features/reviews/components/review-action';
import { MyOffers } from '../../features/offers/components/my-offers';
import { MyReservations } from '../../features/reservations/components/reservation-rows';
import { MyTestDrives } from '../../features/test-drives/components/test-drives-list';

/** /dashboard/MyOrders: the buyer's bookings, to pay for or cancel, their reservations, test drives and offers. */
export function MyOrdersPage() {
  return (
    <RequireRole role="buyer">
      <DocumentTitle page="My orders" />
      <div className="space-y-10">
        <MyOrders OrderAction={ReviewAction} />
        <MyReservations />
        <MyTestDrives />
        <MyOffers />
      </div>
    </RequireRole>
  );
}
