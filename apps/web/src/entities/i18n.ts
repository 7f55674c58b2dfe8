import { defineCatalogue } from '../lib/i18n';
import english from './locales/en.json';

/** The texts of what many features share (cars, sessions, accounts…): one catalogue for the entities layer. */
export const entitiesCatalogue = defineCatalogue('entities', english, () => import('./locales/es.json'));
