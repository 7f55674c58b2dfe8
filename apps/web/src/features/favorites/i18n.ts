import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the heart that saves a car and of the buyer's saved cars. */
export const favoritesCatalogue = defineCatalogue('favorites', english, () => import('./locales/es.json'));
