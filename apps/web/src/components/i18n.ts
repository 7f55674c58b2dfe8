import { defineCatalogue } from '../lib/i18n';
import english from './locales/en.json';

/** The texts of the shared components (components/ui, components/form, components/layout). */
export const componentsCatalogue = defineCatalogue('components', english, () => import('./locales/es.json'));
