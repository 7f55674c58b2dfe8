import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of a seller's pages: adding, editing and managing their cars, and who is interested in them. */
export const sellingCatalogue = defineCatalogue('selling', english, () => import('./locales/es.json'));
