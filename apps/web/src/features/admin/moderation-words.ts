import type { ModerationAction, ModerationItem, ModerationKind } from '@second-gear/contract';
import { adminCatalogue } from './i18n';

/** What each kind of item is, as the queue names it. */
export const kindWord = (kind: ModerationKind) => adminCatalogue.t('moderation.kind', { kind });

/** Each action's button. */
export const actionLabel = (action: ModerationAction) => adminCatalogue.t('moderation.action', { action });

/** What the dialog says an action does to an item of this kind (deleting a message or a review says more). */
export function effectOf(action: ModerationAction, kind: ModerationKind): string {
  if (action === 'delete' && kind === 'message') return adminCatalogue.t('moderation.effect.deleteMessage');
  if (action === 'delete' && kind === 'review') return adminCatalogue.t('moderation.effect.deleteReview');
  return adminCatalogue.t('moderation.effect', { action });
}

/** "scam × 2, other" — each reason with its count when more than one. */
export function reasonsText(item: Pick<ModerationItem, 'reasons'>): string {
  return Object.entries(item.reasons)
    .map(([reason, count]) => (count > 1 ? `${reason} × ${count}` : reason))
    .join(', ');
}

/**
 * What an automatic flag found beside its target: the other listing (the one a reused photo came from, or the sold car
 * whose VIN is listed again) and, for a reused photo, both photos.
 */
export function evidenceOf(item: Pick<ModerationItem, 'kind' | 'detail'>): {
  otherCar?: { id: string; label: string };
  photos?: { here: string; there: string };
} {
  const detail = item.detail ?? {};
  const text = (key: string) => (typeof detail[key] === 'string' ? detail[key] : undefined);
  const otherCarId =
    item.kind === 'photo' ? text('otherCarId') : item.kind === 'vin' ? text('soldCarId') : undefined;
  const here = text('photo');
  const there = text('otherPhoto');
  return {
    ...(otherCarId
      ? {
          otherCar: {
            id: otherCarId,
            label: adminCatalogue.t(
              item.kind === 'photo' ? 'moderation.matchingListing' : 'moderation.soldWithVin',
            ),
          },
        }
      : {}),
    ...(item.kind === 'photo' && here && there ? { photos: { here, there } } : {}),
  };
}
