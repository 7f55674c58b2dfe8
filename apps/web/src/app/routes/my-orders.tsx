import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { MyOrders } from '../../features/buying/components/my-orders';

/** /dashboard/MyOrders: the buyer's bookings, to pay for. */
export function MyOrdersPage() {
  return (
    <RequireRole role="buyer">
      <DocumentTitle page="My orders" />
      <MyOrders />
    </RequireRole>
  );
}
