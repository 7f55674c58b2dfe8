import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of the seller's payout account and transfers. */
export const payoutsCatalogue = defineCatalogue('payouts', english, () => import('./locales/es.json'));
