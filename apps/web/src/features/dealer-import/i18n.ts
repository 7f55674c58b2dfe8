import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of a dealership's inventory import. */
export const dealerImportCatalogue = defineCatalogue(
  'dealer-import',
  english,
  () => import('./locales/es.json'),
);
