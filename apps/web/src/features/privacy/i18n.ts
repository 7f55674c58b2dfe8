import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of downloading one's data and deleting one's account. */
export const privacyCatalogue = defineCatalogue('privacy', english, () => import('./locales/es.json'));
