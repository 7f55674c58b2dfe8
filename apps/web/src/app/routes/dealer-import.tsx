import { DocumentTitle } from '../../components/ui/document-title';
import { InventoryImport } from '../../features/dealer-import/components/inventory-import';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/dealer/import: a dealership's owners and managers load its cars from a file. */
export function DealerImportPage() {
  const t = useT(appCatalogue);
  return (
    <>
      <DocumentTitle page={t('title.dealerImport')} />
      <InventoryImport />
    </>
  );
}
