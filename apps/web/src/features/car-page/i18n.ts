import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of a car's public page (/cars/{id}): its photos, deal rating, actions and details. */
export const carPageCatalogue = defineCatalogue('car-page', english, () => import('./locales/es.json'));
