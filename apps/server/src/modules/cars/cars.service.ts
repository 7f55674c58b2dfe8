import { carAgeProblem, type Car, type newCar } from '@second-gear/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { formatPostDate, formatPostTime } from '../../lib/time.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { toCar } from './car-view.ts';
import { createCarsRepo, type CarsRepo } from './cars.repo.ts';
import { createCatalogReads } from './catalog-reads.ts';

export type CarsService = ReturnType<typeof createCarsService>;

/** Work another module does inside the transaction that removes a listing (bookings cancel their unpaid ones). */
export type ListingRemoval = (tx: Executor, carId: string) => Promise<unknown>;

export function createCarsService(deps: {
  db: Database;
  repo: CarsRepo;
  accounts: AccountsService;
  uploads: UploadsService;
  reports: ReportsService;
  clock: () => Date;
}) {
  const { db, repo, accounts, uploads, reports, clock } = deps;
  const listingRemovals: ListingRemoval[] = [];

  /** Deletes a listing inside `tx`, with the work other modules do then; its photo goes at the next sweep. */
  async function removeListing(tx: Executor, id: string): Promise<number> {
    for (const removal of listingRemovals) await removal(tx, id);
    const image = await createCarsRepo(tx).deleteCar(id);
    if (image === undefined) return 0;
    await uploads.release(tx, image);
    return 1;
  }

  async function ownCar(caller: Principal, id: string) {
    const seller = await accounts.requireSeller(caller);
    const car = await repo.findCar(id);
    if (!car) throw new NotFoundError('There is no such car.');
    if (car.sellerId !== seller.id) throw new ForbiddenError('You can only change your own cars.');
    return car;
  }

  return {
    ...createCatalogReads({ repo, accounts, reports }),

    /** Registers work to do in the same transaction whenever a listing is deleted. */
    onListingRemoved(removal: ListingRemoval) {
      listingRemovals.push(removal);
    },

    async carForBooking(id: string) {
      const car = await repo.carForBooking(id);
      if (!car) throw new NotFoundError('There is no such car.');
      return car;
    },

    soldCarIds: (ids: string[]) => repo.soldCarIds(ids),

    /** Inside a sale's transaction: whether the car can still be sold, holding it until the transaction ends. */
    async lockForSale(tx: Executor, carId: string): Promise<boolean> {
      return (await createCarsRepo(tx).lockSaleStatus(carId)) === 'available';
    },

    markSold: (tx: Executor, carId: string) => createCarsRepo(tx).markSold(carId),

    /** Lists a seller's car. Who sells, the sale status and the post time are the server's to say. */
    async addCar(caller: Principal, body: z.output<typeof newCar>): Promise<string> {
      const seller = await accounts.requireListingSeller(caller);
      const modelId = await repo.modelIdByName(body.model);
      if (!modelId) throw new ValidationError(`There is no car model called "${body.model}".`);
      const now = clock();
      const problem = carAgeProblem(body.purchaseYear, body.useYear, now.getFullYear());
      if (problem) throw new ValidationError(problem.message);
      return db.transaction(async (tx) => {
        if (!(await uploads.attach(tx, body.image, caller.userId))) {
          throw new ValidationError(
            'Please upload the photo again: it was not found, has expired or is already used.',
          );
        }
        return createCarsRepo(tx).insertCar({
          sellerId: seller.id,
          modelId,
          productName: body.productName,
          image: body.image,
          location: body.location,
          resalePrice: body.resalePrice,
          originalPrice: body.originalPrice,
          useYear: body.useYear,
          purchaseYear: body.purchaseYear,
          conditionType: body.conditionType,
          description: body.description,
          phone: body.phone,
          postTime: formatPostTime(now),
          postDate: formatPostDate(now),
          createdAt: now,
        });
      });
    },

    async sellerCars(caller: Principal, email: string): Promise<Car[]> {
      if (email !== caller.email.toLowerCase()) throw new ForbiddenError('You can only list your own cars.');
      const seller = await accounts.requireSeller(caller);
      return (await repo.listBySeller(seller.id)).map(toCar);
    },

    async advertise(caller: Principal, id: string): Promise<number> {
      const car = await ownCar(caller, id);
      if (car.saleStatus === 'sold')
        throw new ConflictError(`${car.productName} is sold and cannot be advertised.`);
      return repo.advertise(id, clock());
    },

    /** Removes a listing: its seller or an administrator may. */
    async deleteCar(caller: Principal, id: string): Promise<number> {
      const car = await repo.findCar(id);
      if (!car) throw new NotFoundError('There is no such car.');
      if (!(await accounts.isAdmin(caller.email))) {
        const seller = await accounts.requireSeller(caller);
        if (car.sellerId !== seller.id) throw new ForbiddenError('You can only delete your own cars.');
      }
      return db.transaction((tx) => removeListing(tx, id));
    },

    /** Removes a listing the caller has already been allowed to remove (a moderator's decision). */
    removeListing: (id: string) => db.transaction((tx) => removeListing(tx, id)),

    /** The same, inside the caller's transaction (a moderator's removal commits with the seller's e-mail). */
    removeListingIn: removeListing,

    /** Part of deleting a seller's account: their cars still for sale go; sold ones stay as records of the sale. */
    async removeUnsoldListingsOf(tx: Executor, sellerId: string): Promise<number> {
      let removed = 0;
      for (const id of await createCarsRepo(tx).lockUnsoldBySeller(sellerId))
        removed += await removeListing(tx, id);
      return removed;
    },

    /** What the reported-items list shows of these cars; cars that are gone are left out. */
    carSummaries: async (ids: string[]) => (ids.length === 0 ? [] : repo.summaries(ids)),
  };
}
