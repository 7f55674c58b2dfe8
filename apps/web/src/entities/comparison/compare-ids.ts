import { entitiesCatalogue } from '../i18n';

/** Cars side by side, at most: four columns still fit a laptop, and a phone swipes through them. */
export const maxCompared = 4;
export const minCompared = 2;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address of a comparison: `/compare?ids=a,b,c`, shareable. */
export const comparePath = (ids: readonly string[]) =>
  `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;

/** The cars of `?ids=`, or what is wrong with it in words a visitor can act on (in the page's language). */
export function readCompareIds(ids: string | null): { ids: string[] } | { problem: string } {
  const { t } = entitiesCatalogue;
  const listed = [
    ...new Set(
      (ids ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (listed.some((id) => !uuid.test(id))) return { problem: t('comparison.damaged') };
  if (listed.length < minCompared)
    return { problem: t('comparison.tooFew', { min: minCompared, max: maxCompared }) };
  if (listed.length > maxCompared) return { problem: t('comparison.tooMany', { max: maxCompared }) };
  return { ids: listed };
}
