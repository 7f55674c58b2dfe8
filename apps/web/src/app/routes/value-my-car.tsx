import { DocumentTitle } from '../../components/ui/document-title';
import { ValueMyCar } from '../../features/valuation/components/value-my-car';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /value-my-car: "What is my car worth?", for anyone. */
export function ValueMyCarPage() {
  const t = useT(appCatalogue);
  return (
    <>
      <DocumentTitle page={t('title.valueMyCar')} />
      <ValueMyCar />
    </>
  );
}
