import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the search (/cars), its filters and results, and of /deal-ratings. */
export const searchCatalogue = defineCatalogue('search', english, () => import('./locales/es.json'));
