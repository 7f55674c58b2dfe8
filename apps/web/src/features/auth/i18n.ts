import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of signing in, signing up and the account's sign-in address. */
export const authCatalogue = defineCatalogue('auth', english, () => import('./locales/es.json'));
