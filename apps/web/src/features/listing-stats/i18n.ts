import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of a listing's stats: its headline numbers on My products and its own page. */
export const listingStatsCatalogue = defineCatalogue(
  'listing-stats',
  english,
  () => import('./locales/es.json'),
);
