import type { Favorite } from '@second-gear/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PriceDropBadge } from '../../../components/ui/price-drop-badge';
import { ReservedBadge } from '../../../components/ui/reserved-badge';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { formatMileage, formatPrice } from '../../../lib/format';
import { carPath } from '../../../entities/car/car-path';
import { comparePath, maxCompared, minCompared } from '../../../entities/comparison/compare-ids';
import { DealBadge } from '../../../entities/car/components/deal-badge';
import { useFavorites, useToggleFavorite } from '../api/favorites';
import { useT } from '../../../lib/i18n';
import { favoritesCatalogue } from '../i18n';

/** What happened to the car since it was saved, in words. */
function sinceSaved(favorite: Favorite): { text: string; tone: 'good' | 'bad' | 'plain' } {
  const { t } = favoritesCatalogue;
  if (favorite.car.saleStatus === 'sold') return { text: t('since.sold'), tone: 'bad' };
  const then = formatPrice(favorite.priceWhenSaved);
  if (favorite.priceChange < 0) {
    return { text: t('since.less', { difference: formatPrice(-favorite.priceChange), then }), tone: 'good' };
  }
  if (favorite.priceChange > 0) {
    return { text: t('since.more', { difference: formatPrice(favorite.priceChange), then }), tone: 'bad' };
  }
  return { text: t('since.same'), tone: 'plain' };
}

const toneClass = { good: 'text-success', bad: 'text-error', plain: 'text-base-content/75' } as const;

function FavoriteCard({
  favorite,
  chosen,
  onChoose,
  canChooseMore,
}: {
  favorite: Favorite;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  canChooseMore: boolean;
}) {
  const t = useT(favoritesCatalogue);
  const { car } = favorite;
  const remove = useToggleFavorite();
  const change = sinceSaved(favorite);
  const title = [car.year, car.make, car.modelName, car.trim].filter(Boolean).join(' ') || car.productName;
  return (
    <li className="card card-side bg-base-100 shadow-sm">
      <figure className="w-32 shrink-0 sm:w-48">
        <StoredPhoto src={car.image} sizes="192px" width={192} height={120} className="h-full object-cover" />
      </figure>
      <div className="card-body gap-1 p-4">
        <h2 className="card-title text-base break-words">
          <Link to={carPath(car._id)} className="link link-hover">
            {title}
          </Link>
          {car.saleStatus === 'sold' ? <span className="badge badge-neutral">{t('card.sold')}</span> : null}
        </h2>
        <p className="text-primary text-lg font-bold tabular-nums">
          <span className="sr-only">{t('card.priceNow')} </span>
          {formatPrice(car.resalePrice)}
          <span className="ml-2 inline-flex gap-1 align-middle">
            <DealBadge price={car.resalePrice} rating={favorite.dealRating} />
            <PriceDropBadge drop={car.priceDrop} />
          </span>
        </p>
        <ReservedBadge until={car.reservedUntil} />
        <p className={`text-sm ${toneClass[change.tone]}`}>{change.text}</p>
        <p className="text-base-content/75 text-sm">
          {car.mileage !== null ? `${formatMileage(car.mileage)} · ` : ''}
          {car.location}
        </p>
        <div className="card-actions items-center justify-between">
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={chosen}
              disabled={!chosen && !canChooseMore}
              onChange={(event) => onChoose(event.target.checked)}
            />
            {t('card.compare', { name: title })}
          </label>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={t('card.removeLabel', { name: title })}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { carId: car._id, saved: true },
                { onError: (error) => toast.error(error.message) },
              )
            }
          >
            {t('card.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** How many cars are chosen, and the way to the comparison once there are enough. */
function CompareBar({ chosen }: { chosen: readonly string[] }) {
  const t = useT(favoritesCatalogue);
  return (
    <div className="rounded-box bg-base-200 flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
      <p aria-live="polite">
        {chosen.length < minCompared
          ? t('compare.choose', { min: minCompared, max: maxCompared })
          : t('compare.chosen', { count: chosen.length })}
      </p>
      {chosen.length >= minCompared ? (
        <Link to={comparePath(chosen)} className="btn btn-primary btn-sm">
          {t('compare.go', { count: chosen.length })}
        </Link>
      ) : null}
    </div>
  );
}

/** The buyer's saved cars, each with what changed since it was saved; two to four can be compared. */
export function FavoritesList() {
  const t = useT(favoritesCatalogue);
  const favorites = useFavorites();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  if (favorites.isPending) return <PulsingDots label={t('list.loading')} />;
  if (favorites.isError) {
    return (
      <LoadFailed what={t('list.what')} error={favorites.error} retry={() => void favorites.refetch()} />
    );
  }
  return (
    <section aria-labelledby="saved-cars" className="space-y-4">
      <h1 id="saved-cars" className="text-2xl font-bold">
        {t('list.heading')}
      </h1>
      {favorites.data.length === 0 ? (
        <p className="text-base-content/75">
          {t('list.empty')}{' '}
          <Link to="/" className="link">
            {t('list.find')}
          </Link>
        </p>
      ) : (
        <>
          <CompareBar chosen={chosen.filter((id) => favorites.data.some((entry) => entry.carId === id))} />
          <ul className="space-y-4">
            {favorites.data.map((favorite) => (
              <FavoriteCard
                key={favorite.carId}
                favorite={favorite}
                chosen={chosen.includes(favorite.carId)}
                canChooseMore={chosen.length < maxCompared}
                onChoose={(choose) =>
                  setChosen((ids) =>
                    choose ? [...ids, favorite.carId] : ids.filter((id) => id !== favorite.carId),
                  )
                }
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
