import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

/** The texts of reviews: writing and changing one, a seller's or dealership's reviews, replies and reports. */
export const reviewsCatalogue = defineCatalogue('reviews', english, () => import('./locales/es.json'));
