import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the messages page, "Message seller" and the seller's waiting replies. */
export const messagesCatalogue = defineCatalogue('messages', english, () => import('./locales/es.json'));
