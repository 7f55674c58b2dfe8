import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { useSearchParams } from 'react-router';
import { listingPrefill } from '../../features/selling/add-product-form';
import { AddProductForm } from '../../features/selling/components/add-product-form';

/** /dashboard/addProduct: sellers list a car (prefilled from /value-my-car's "List it"). */
export function AddProductPage() {
  const [params] = useSearchParams();
  return (
    <RequireRole role="seller">
      <DocumentTitle page="Add a product" />
      <div className="max-w-3xl space-y-8">
        <div className="space-y-2">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Add a product</h1>
          <p className="text-base-content/75">
            List a car for sale. Every field is required unless it says optional.
          </p>
        </div>
        <AddProductForm prefill={listingPrefill(params)} />
      </div>
    </RequireRole>
  );
}
