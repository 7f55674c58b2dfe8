import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of a dealership's shared inbox. */
export const dealerInboxCatalogue = defineCatalogue(
  'dealer-inbox',
  english,
  () => import('./locales/es.json'),
);
