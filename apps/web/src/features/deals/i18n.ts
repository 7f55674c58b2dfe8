import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the seller's deals: offers, reservations, test drives and bookings of each car. */
export const dealsCatalogue = defineCatalogue('deals', english, () => import('./locales/es.json'));
