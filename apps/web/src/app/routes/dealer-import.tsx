import { DocumentTitle } from '../../components/ui/document-title';
import { InventoryImport } from '../../features/dealer-import/components/inventory-import';

/** /dashboard/dealer/import: a dealership's owners and managers load its cars from a file. */
export function DealerImportPage() {
  return (
    <>
      <DocumentTitle page="Import inventory" />
      <InventoryImport />
    </>
  );
}
