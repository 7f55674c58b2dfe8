import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the administrators' pages: people, moderation, reports, payments, finance and the audit log. */
export const adminCatalogue = defineCatalogue('admin', english, () => import('./locales/es.json'));
