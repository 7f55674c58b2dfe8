import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of a dealership's pages: opening one, its details, staff and invitations. */
export const dealersCatalogue = defineCatalogue('dealers', english, () => import('./locales/es.json'));
