import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of "Save this search" and of the buyer's saved searches. */
export const savedSearchesCatalogue = defineCatalogue(
  'saved-searches',
  english,
  () => import('./locales/es.json'),
);
