import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { ListingNumbers } from '../../features/listing-stats/components/listing-numbers';
import { CarReservations } from '../../features/reservations/components/reservation-rows';
import { MyProducts } from '../../features/selling/components/my-products';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/myProducts: the seller's own cars with their headline numbers, to advertise or delete, and who reserved which. */
export function MyProductsPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="seller">
      <DocumentTitle page={t('title.myProducts')} />
      <div className="space-y-8">
        <CarReservations />
        <MyProducts numbers={ListingNumbers} />
      </div>
    </RequireRole>
  );
}
