import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { MyProducts } from '../../features/selling/components/my-products';

/** /dashboard/myProducts: the seller's own cars, to advertise or delete. */
export function MyProductsPage() {
  return (
    <RequireRole role="seller">
      <DocumentTitle page="My products" />
      <MyProducts />
    </RequireRole>
  );
}
