import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

export const financingCatalogue = defineCatalogue('financing', english, () => import('./locales/es.json'));
