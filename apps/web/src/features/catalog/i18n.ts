import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of Home's catalogue: the hero, the quick search, the models and the advertised cars. */
export const catalogCatalogue = defineCatalogue('catalog', english, () => import('./locales/es.json'));
