import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The blog's questions and answers. */
export const blogCatalogue = defineCatalogue('blog', english, () => import('./locales/es.json'));
