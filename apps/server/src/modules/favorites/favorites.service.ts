import type { ExportedFavorite } from '@second-gear/contract';
import { maxFavorites, type Car, type DealRating, type Favorite } from '@second-gear/contract';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import { createFavoritesRepo, type FavoritesRepo } from './favorites.repo.ts';
import type { CountSource } from '../../lib/daily-counts.ts';

export type FavoritesService = ReturnType<typeof createFavoritesService>;

type Saved = Awaited<ReturnType<FavoritesRepo['list']>>[number];

const toFavorite = (saved: Saved, car: Car, dealRating: DealRating | null): Favorite => ({
  carId: saved.carId,
  savedAt: saved.savedAt.toISOString(),
  priceWhenSaved: saved.priceWhenSaved,
  priceChange: car.resalePrice - saved.priceWhenSaved,
  dealRating,
  car,
});

export function createFavoritesService(deps: {
  db: Database;
  repo: FavoritesRepo;
  accounts: AccountsService;
  cars: CarsService;
  clock: () => Date;
}) {
  const { db, repo, accounts, cars, clock } = deps;

  /** Saving cars is shopping: buyers do it (a seller's account cannot book either). */
  const requireBuyer = (caller: Principal) => accounts.requireBuyer(caller);

  async function favoritesOf(accountId: string): Promise<Favorite[]> {
    const saved = await repo.list(accountId);
    const byId = new Map(
      (await cars.carsByIds(saved.map((entry) => entry.carId))).map((car) => [car._id, car]),
    );
    const found = saved.flatMap((entry) => {
      const car = byId.get(entry.carId);
      return car ? [{ entry, car }] : [];
    });
    const ratings = await Promise.all(
      found.map(({ car }) => (car.saleStatus === 'available' ? cars.dealRatingNow(car._id) : null)),
    );
    return found.map(({ entry, car }, index) => toFavorite(entry, car, ratings[index] ?? null));
  }

  return {
    /** Saves of each car per day (its current savers: an unsaved car is no longer counted). */
    countsByDay: ((carIds, since) => repo.countsByDay(carIds, since)) satisfies CountSource,

    /** Every car the account saved: its data export. */
    async exportFor(accountId: string): Promise<ExportedFavorite[]> {
      return (await repo.exportFor(accountId)).map((saved) => ({
        carId: saved.carId,
        savedAt: saved.savedAt.toISOString(),
        priceWhenSaved: saved.priceWhenSaved,
      }));
    },

    /**
     * Saves a car at its current price, for a buyer. Saving it again changes nothing. A sold car cannot be newly saved, but one
     * saved before its sale stays (the list says it was sold).
     */
    async save(caller: Principal, carId: string): Promise<Favorite> {
      const account = await requireBuyer(caller);
      const [car] = await cars.carsByIds([carId]);
      if (!car) throw new NotFoundError('There is no such car.');
      const asFavorite = async (saved: Saved) =>
        toFavorite(saved, car, car.saleStatus === 'available' ? await cars.dealRatingNow(carId) : null);
      const existing = await repo.find(account.id, carId);
      if (existing) return asFavorite(existing);
      if (car.saleStatus === 'sold') throw new ConflictError('This car is already sold.');
      const outcome = await db.transaction((tx) =>
        createFavoritesRepo(tx).save({
          accountId: account.id,
          carId,
          priceWhenSaved: car.resalePrice,
          savedAt: clock(),
          limit: maxFavorites,
        }),
      );
      if (outcome === 'full') {
        throw new ConflictError(
          `You can save up to ${maxFavorites} cars: remove one from your favourites first.`,
        );
      }
      const saved = await repo.find(account.id, carId);
      if (!saved) throw new NotFoundError('There is no such car.');
      return asFavorite(saved);
    },

    async remove(caller: Principal, carId: string): Promise<number> {
      const account = await requireBuyer(caller);
      return repo.remove(account.id, carId);
    },

    /** The caller's saved cars, the latest saved first, each as it is now beside its price when saved. */
    async list(caller: Principal): Promise<Favorite[]> {
      return favoritesOf((await requireBuyer(caller)).id);
    },
  };
}
