import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of a model's cars, booking one, reporting one, and the buyer's orders. */
export const buyingCatalogue = defineCatalogue('buying', english, () => import('./locales/es.json'));
