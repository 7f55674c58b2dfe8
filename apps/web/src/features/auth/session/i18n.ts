import { defineCatalogue } from '../../../lib/i18n';
import english from './locales/en.json';

/**
 * The texts of the sign-in code every page loads (the session's calls and the sign-in guard), apart from the rest of
 * auth's texts so that those stay out of the entry chunk.
 */
export const sessionCatalogue = defineCatalogue('auth-session', english, () => import('./locales/es.json'));
