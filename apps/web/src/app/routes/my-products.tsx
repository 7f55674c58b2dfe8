import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { ListingNumbers } from '../../features/listing-stats/components/listing-numbers';
import { CarReservations } from '../../features/reservations/components/reservation-rows';
import { MyProducts } from '../../features/selling/components/my-products';

/** /dashboard/myProducts: the seller's own cars with their headline numbers, to advertise or delete, and who reserved which. */
export function MyProductsPage() {
  return (
    <RequireRole role="seller">
      <DocumentTitle page="My products" />
      <div className="space-y-8">
        <CarReservations />
        <MyProducts numbers={ListingNumbers} />
      </div>
    </RequireRole>
  );
}
