import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { useSearchParams } from 'react-router';
import { listingPrefill } from '../../features/selling/add-product-form';
import { AddProductForm } from '../../features/selling/components/add-product-form';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/addProduct: sellers list a car (prefilled from /value-my-car's "List it"). */
export function AddProductPage() {
  const t = useT(appCatalogue);
  const [params] = useSearchParams();
  return (
    <RequireRole role="seller">
      <DocumentTitle page={t('title.addProduct')} />
      <div className="max-w-3xl space-y-8">
        <div className="space-y-2">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('addProduct.heading')}</h1>
          <p className="text-base-content/75">{t('addProduct.intro')}</p>
        </div>
        <AddProductForm prefill={listingPrefill(params)} />
      </div>
    </RequireRole>
  );
}
