import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { MyOrders } from '../../features/buying/components/my-orders';
import { MyReservations } from '../../features/reservations/components/reservation-rows';

/** /dashboard/MyOrders: the buyer's bookings, to pay for, and their reservations. */
export function MyOrdersPage() {
  return (
    <RequireRole role="buyer">
      <DocumentTitle page="My orders" />
      <div className="space-y-8">
        <MyOrders />
        <MyReservations />
      </div>
    </RequireRole>
  );
}
