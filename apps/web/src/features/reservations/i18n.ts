import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the buyer's reservations and of the seller's reserved cars. */
export const reservationsCatalogue = defineCatalogue(
  'reservations',
  english,
  () => import('./locales/es.json'),
);
