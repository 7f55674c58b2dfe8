import { DocumentTitle } from '../../components/ui/document-title';
import { ValueMyCar } from '../../features/valuation/components/value-my-car';

/** /value-my-car: "What is my car worth?", for anyone. */
export function ValueMyCarPage() {
  return (
    <>
      <DocumentTitle page="What is my car worth?" />
      <ValueMyCar />
    </>
  );
}
