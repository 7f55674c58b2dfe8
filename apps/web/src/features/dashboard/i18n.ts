import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the dashboard's menu and welcome page. */
export const dashboardCatalogue = defineCatalogue('dashboard', english, () => import('./locales/es.json'));
