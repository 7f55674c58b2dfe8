import { defineCatalogue } from './i18n';
import english from './locales/en.json';

/** The texts of lib/: what the app says when a call fails. */
export const libCatalogue = defineCatalogue('lib', english, () => import('./locales/es.json'));
