import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of a dealership's storefront (/dealers/{slug}). */
export const dealerStorefrontCatalogue = defineCatalogue(
  'dealer-storefront',
  english,
  () => import('./locales/es.json'),
);
