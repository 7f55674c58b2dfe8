import type { ModerationAction, ModerationItem, ModerationKind } from '@second-gear/contract';

/** What each kind of item is, as the queue names it. */
export const kindWords: Record<ModerationKind, string> = {
  car: 'Listing',
  message: 'Message',
  review: 'Review',
  user: 'Account',
  photo: 'Reused photo',
  mileage: 'Mileage decrease',
  vin: 'VIN relisted',
};

/** Each action's button, and what the dialog says it does. */
export const actionWords: Record<ModerationAction, { label: string; effect: string }> = {
  dismiss: { label: 'Dismiss', effect: 'The item leaves the queue; nothing else changes.' },
  hide: {
    label: 'Hide listing',
    effect:
      'The listing leaves search, model pages and favourites; its seller is e-mailed why and may appeal once.',
  },
  warn: { label: 'Warn owner', effect: 'The owner is e-mailed your reason as a warning.' },
  suspend: {
    label: 'Suspend owner',
    effect:
      'The owner is signed out everywhere and cannot sign in, their listings are hidden and their unpaid bookings cancelled.',
  },
  unsuspend: {
    label: 'Lift suspension',
    effect: 'The owner may sign in again and the listings their suspension hid are shown again.',
  },
  unverify: { label: 'Remove verified badge', effect: 'The seller loses their verified badge.' },
  delete: { label: 'Delete', effect: 'The target is deleted for good, as the administrators’ delete does.' },
};

/** What deleting a message or a review does, where it differs from deleting a listing or an account. */
const deleteEffects: Partial<Record<ModerationKind, string>> = {
  message:
    'The message’s words leave the conversation for both people, who see “Removed by moderators” in its place; its writer is e-mailed your reason.',
  review:
    'The review leaves the seller’s profile and their rating at once; its writer is e-mailed your reason.',
};

/** What the dialog says an action does to an item of this kind. */
export function effectOf(action: ModerationAction, kind: ModerationKind): string {
  return (action === 'delete' && deleteEffects[kind]) || actionWords[action].effect;
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
            label: item.kind === 'photo' ? 'The listing it matches' : 'The car sold with this VIN',
          },
        }
      : {}),
    ...(item.kind === 'photo' && here && there ? { photos: { here, there } } : {}),
  };
}
