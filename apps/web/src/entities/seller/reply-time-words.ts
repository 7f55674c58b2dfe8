import { entitiesCatalogue } from '../i18n';

/** How quickly a seller usually answers, as their profile says it: "within 2 hours". */
export function replyTimeWords(minutes: number): string {
  const { t } = entitiesCatalogue;
  if (minutes <= 60) return t('seller.replyWithinHour');
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return t('seller.replyWithinHours', { hours });
  return t('seller.replyWithinDays', { days: Math.ceil(hours / 24) });
}
