import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of making offers on a car and of the buyer's and a conversation's offers. */
export const offersCatalogue = defineCatalogue('offers', english, () => import('./locales/es.json'));
