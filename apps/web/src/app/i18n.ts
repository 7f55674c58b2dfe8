import { defineCatalogue } from '../lib/i18n';
import english from './locales/en.json';

/** The texts of the app's own layouts and routes. */
export const appCatalogue = defineCatalogue('app', english, () => import('./locales/es.json'));
