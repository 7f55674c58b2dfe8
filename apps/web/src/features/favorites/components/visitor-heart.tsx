import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useKeptPress } from '../../../lib/kept-press';
import { favoritesCatalogue } from '../i18n';
import { rememberPendingFavorite } from '../pending-favorite';

export function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={filled ? 'currentColor' : 'none'}>
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
      />
    </svg>
  );
}

/** The heart's look: with its word beside a car's details, or round and wordless over a card's photo. */
export function heartClass(saved: boolean, compact: boolean): string {
  if (compact)
    return `btn btn-sm btn-circle shadow ${saved ? 'btn-secondary' : 'bg-base-100/90 hover:bg-base-100'}`;
  return `btn btn-sm ${saved ? 'btn-secondary' : 'btn-outline'}`;
}

/** The name under which a heart's press before the page is taken over is kept (lib/kept-press.ts). */
export const keptPressName = (carId: string) => `save-${carId}`;

/** A visitor's press on a heart: remember the car, sign in, and come back to this page to find it saved. */
export function useSaveAfterSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return (carId: string) => {
    rememberPendingFavorite(carId);
    void navigate('/login', { state: { from: location } });
  };
}

/** The heart for someone not signed in: nothing to read from the server, so it needs no API client. */
export function VisitorHeart({
  carId,
  carName,
  compact = false,
}: {
  carId: string;
  carName: string;
  compact?: boolean;
}) {
  const t = useT(favoritesCatalogue);
  const saveAfterSignIn = useSaveAfterSignIn();
  // Drawn by the server: a press before the page's scripts have taken over is kept and acted on then.
  useKeptPress(keptPressName(carId), () => saveAfterSignIn(carId));
  return (
    <button
      type="button"
      className={heartClass(false, compact)}
      aria-label={t('heart.label', { name: carName })}
      data-keep-press={keptPressName(carId)}
      onClick={() => saveAfterSignIn(carId)}
    >
      <Heart filled={false} />
      {compact ? null : <span aria-hidden="true">{t('heart.save')}</span>}
    </button>
  );
}
