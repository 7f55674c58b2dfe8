import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../../entities/session/auth-context';
import { useIsBuyer } from '../../../entities/session/api/is-buyer';
import { useFavorites, useToggleFavorite } from '../api/favorites';
import { forgetPendingFavorite, pendingFavorite } from '../pending-favorite';
import { Heart, heartClass, keptPressName, useSaveAfterSignIn } from './visitor-heart';
import { useT } from '../../../lib/i18n';
import { useKeptPress } from '../../../lib/kept-press';
import { favoritesCatalogue } from '../i18n';

/**
 * The heart that saves a car to the buyer's favourites. A visitor is asked to sign in and comes back to the same page
 * with the car saved; a seller's account does not shop, so it sees no heart.
 */
export function FavoriteButton({
  carId,
  carName,
  sold,
  compact = false,
}: {
  carId: string;
  carName: string;
  sold: boolean;
  /** A round heart without words, laid over a car card's photo. */
  compact?: boolean;
}) {
  const t = useT(favoritesCatalogue);
  const { user, loading } = useAuth();
  const [isBuyer, roleLoading] = useIsBuyer();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const saveAfterSignIn = useSaveAfterSignIn();
  const saved = favorites.data?.some((entry) => entry.carId === carId) ?? false;
  const { mutate } = toggle;

  // Drawn by the server for a visitor: a press before the page's scripts have taken over is kept and acted on then.
  useKeptPress(keptPressName(carId), () => {
    if (!user) saveAfterSignIn(carId);
  });

  // Back from signing in: save the car the visitor asked to save.
  useEffect(() => {
    if (!isBuyer || !favorites.isSuccess || pendingFavorite() !== carId) return;
    forgetPendingFavorite();
    if (saved) return;
    mutate(
      { carId, saved: false },
      {
        onSuccess: () => toast.success(favoritesCatalogue.t('heart.savedToast', { name: carName })),
        onError: (error) => toast.error(error.message),
      },
    );
  }, [isBuyer, favorites.isSuccess, saved, carId, carName, mutate]);

  if (loading || (user && (roleLoading || !isBuyer))) return null;
  // A sold car cannot be newly saved; one saved before its sale can still be let go.
  if (sold && !saved) return null;

  const onClick = () => {
    if (!user) {
      saveAfterSignIn(carId);
      return;
    }
    mutate({ carId, saved }, { onError: (error) => toast.error(error.message) });
  };

  return (
    <button
      type="button"
      className={heartClass(saved, compact)}
      aria-pressed={user ? saved : undefined}
      aria-label={t('heart.label', { name: carName })}
      disabled={toggle.isPending || (user !== null && !favorites.isSuccess)}
      data-keep-press={user ? undefined : keptPressName(carId)}
      onClick={onClick}
    >
      <Heart filled={saved} />
      {compact ? null : <span aria-hidden="true">{saved ? t('heart.saved') : t('heart.save')}</span>}
    </button>
  );
}
