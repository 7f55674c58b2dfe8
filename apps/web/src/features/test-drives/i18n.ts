import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of booking a test drive, the test drives of both sides, and the seller's test-drive hours. */
export const testDrivesCatalogue = defineCatalogue('test-drives', english, () => import('./locales/es.json'));
