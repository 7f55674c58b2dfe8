import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of /value-my-car: the form, the valuation and how it was found. */
export const valuationCatalogue = defineCatalogue('valuation', english, () => import('./locales/es.json'));
