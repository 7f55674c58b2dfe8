import { defineCatalogue } from '../../lib/i18n';
import english from './locales/en.json';

export const notificationsCatalogue = defineCatalogue(
  'notifications',
  english,
  () => import('./locales/es.json'),
);
