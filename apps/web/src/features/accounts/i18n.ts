import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the account's e-mail preferences. */
export const accountsCatalogue = defineCatalogue('accounts', english, () => import('./locales/es.json'));
