import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of paying for a booking and of reserving a car with a deposit. */
export const paymentsCatalogue = defineCatalogue('payments', english, () => import('./locales/es.json'));
