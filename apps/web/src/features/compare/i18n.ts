import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the side-by-side comparison of saved cars (/compare). */
export const compareCatalogue = defineCatalogue('compare', english, () => import('./locales/es.json'));
