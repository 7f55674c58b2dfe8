import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of a seller's public profile (/sellers/{id}). */
export const sellersCatalogue = defineCatalogue('sellers', english, () => import('./locales/es.json'));
