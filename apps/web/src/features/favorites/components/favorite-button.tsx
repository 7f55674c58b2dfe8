import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { useIsBuyer } from '../../auth/api/is-buyer';
import { useFavorites, useToggleFavorite } from '../api/favorites';
import { forgetPendingFavorite, pendingFavorite, rememberPendingFavorite } from '../pending-favorite';

function Heart({ filled }: { filled: boolean }) {
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
  const { user, loading } = useAuth();
  const [isBuyer, roleLoading] = useIsBuyer();
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = favorites.data?.some((entry) => entry.carId === carId) ?? false;
  const { mutate } = toggle;

  // Back from signing in: save the car the visitor asked to save.
  useEffect(() => {
    if (!isBuyer || !favorites.isSuccess || pendingFavorite() !== carId) return;
    forgetPendingFavorite();
    if (saved) return;
    mutate(
      { carId, saved: false },
      {
        onSuccess: () => toast.success(`Saved ${carName} to your favourites.`),
        onError: (error) => toast.error(error.message),
      },
    );
  }, [isBuyer, favorites.isSuccess, saved, carId, carName, mutate]);

  if (loading || (user && (roleLoading || !isBuyer))) return null;
  // A sold car cannot be newly saved; one saved before its sale can still be let go.
  if (sold && !saved) return null;

  const onClick = () => {
    if (!user) {
      rememberPendingFavorite(carId);
      void navigate('/login', { state: { from: location } });
      return;
    }
    mutate({ carId, saved }, { onError: (error) => toast.error(error.message) });
  };

  return (
    <button
      type="button"
      className={
        compact
          ? `btn btn-sm btn-circle shadow ${saved ? 'btn-secondary' : 'bg-base-100/90 hover:bg-base-100'}`
          : `btn btn-sm ${saved ? 'btn-secondary' : 'btn-outline'}`
      }
      aria-pressed={user ? saved : undefined}
      aria-label={`Save ${carName}`}
      disabled={toggle.isPending || (user !== null && !favorites.isSuccess)}
      onClick={onClick}
    >
      <Heart filled={saved} />
      {compact ? null : <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span>}
    </button>
  );
}
