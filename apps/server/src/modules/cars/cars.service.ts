import { carAgeProblem, type Car, type newCar } from '@second-gear/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { formatPostDate, formatPostTime } from '../../lib/time.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { createCarsRepo, type CarsRepo } from './cars.repo.ts';

/** The carousel shows the newest advertisements; older ones stay on their model pages. */
export const latestCollectionsSize = 12;

type CarRow = Awaited<ReturnType<CarsRepo['listBySeller']>>[number];

export function toCar(row: CarRow): Car {
  const { advertisedAt, sellerStatus, ...rest } = row;
  return {
    ...rest,
    ...(advertisedAt ? { status: 'advertised' as const } : {}),
    ...(sellerStatus ? { sellerStatus } : {}),
  };
}

export type CarsService = ReturnType<typeof createCarsService>;

/** Work another module does inside the transaction that removes a listing (bookings cancel their unpaid ones). */
export type ListingRemoval = (tx: Executor, carId: string) => Promise<unknown>;

/** The position after a page's last car, opaque to clients. */
function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new ValidationError('The page link is not valid. Please reload the model page.');
  }
  return { createdAt, id };
}

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

  async function ownCar(caller: Principal, id: string) {
    const seller = await accounts.requireSeller(caller);
    const car = await repo.findCar(id);
    if (!car) throw new NotFoundError('There is no such car.');
    if (car.sellerId !== seller.id) throw new ForbiddenError('You can only change your own cars.');
    return car;
  }

  return {
    carModels: () => repo.listCarModels(),

    /** Registers work to do in the same transaction whenever a listing is deleted. */
    onListingRemoved(removal: ListingRemoval) {
      listingRemovals.push(removal);
    },

    /**
     * One page of a model's cars, newest first, with whether the caller reported each; `next` is the cursor of the
     * following page, if any. An unknown model is a 404.
     */
    async modelCars(caller: Principal, model: string, page: { limit: number; after?: string }) {
      const after = page.after ? decodeCursor(page.after) : undefined;
      const rows = await repo.listByModel(model, page.limit, after);
      if (rows.length === 0 && !(await repo.modelIdByName(model))) {
        throw new NotFoundError(`There is no car model called "${model}".`);
      }
      const shown = rows.slice(0, page.limit);
      const last = shown.at(-1);
      const account = await accounts.accountOf(caller);
      const reported = account
        ? await reports.reportedBy(
            account.id,
            shown.map((row) => row._id),
          )
        : new Set<string>();
      return {
        cars: shown.map(({ createdAt: _createdAt, ...row }) => ({
          ...toCar(row),
          reportedByYou: reported.has(row._id),
        })),
        next: rows.length > page.limit && last ? encodeCursor(last.createdAt, last._id) : undefined,
      };
    },

    async carForBooking(id: string) {
      const car = await repo.carForBooking(id);
      if (!car) throw new NotFoundError('There is no such car.');
      return car;
    },

    soldCarIds: (ids: string[]) => repo.soldCarIds(ids),
    advertisedCars: () => repo.listAdvertised(latestCollectionsSize),

    /** Lists a seller's car. Who sells, the sale status and the post time are the server's to say. */
    async addCar(caller: Principal, body: z.output<typeof newCar>): Promise<string> {
      const seller = await accounts.requireSeller(caller);
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
      return db.transaction(async (tx) => {
        for (const removal of listingRemovals) await removal(tx, id);
        return createCarsRepo(tx).deleteCar(id);
      });
    },
  };
}
