import type { ExportedListing } from '@second-gear/contract';
import {
  carAgeProblem,
  modelYearProblem,
  priceDropOf,
  similarCarsLimit,
  dealMethod,
  sellerRatingOf,
  listingCompleteness,
  monthlyPayment,
  type Car,
  type SellerCar,
  type carEdit,
  type ComparablesAnswer,
  type DealRating,
  type CarPage,
  type FinancingTerms,
  type newCar,
} from '@second-gear/contract';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { postgresCode, uniqueViolation, type Database, type Executor } from '../../db/client.ts';
import {
  adjustedPrice,
  dealRatingOf,
  medianOf,
  neutralCents,
  soldComparablesSince,
} from '../../lib/deal-rating.ts';
import {
  ConflictError,
  ForbiddenError,
  MileageDecreaseError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors.ts';
import { formatPostDate, formatPostTime } from '../../lib/time.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { DealersService } from '../dealers/dealers.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { reservedUntilOf, toCar, toPriceHistory } from './car-view.ts';
import { mayWorkOnCar, type CarWork } from './car-workers.ts';
import { createCarsRepo, type CarsRepo } from './cars.repo.ts';
import { createCatalogReads } from './catalog-reads.ts';
import { createDealerInventory } from './dealer-inventory.ts';
import { listingVisibility, type HiddenBy } from './listing-visibility.ts';
import type { Flag } from '../moderation/flag.ts';

/** A listing's photo near-identical to a photo of another seller's listing, `distance` bits of 64 apart. */
export interface ReusedPhoto {
  carId: string;
  otherCarId: string;
  photo: string;
  otherPhoto: string;
  distance: number;
}

export type CarsService = ReturnType<typeof createCarsService>;

/** A car as its seller sees it: with how complete the listing is and what would make it more so. */
const forItsSeller = (car: Car): SellerCar => ({ ...car, completeness: listingCompleteness(car) });

function vinTaken(listing: string, state: string) {
  return new ConflictError(`A car with this VIN is already listed: "${listing}" is ${state}.`);
}

/** A listing the moderators should look at: its mileage went down, or its VIN was sold days before. */
export interface IntegrityFlag {
  kind: 'mileage' | 'vin';
  targetId: string;
  /** Why, in words. */
  reason: string;
  detail: Record<string, string | number | null>;
}
/** Told of each integrity flag inside the transaction of the listing it is about. */
export type OnIntegrityFlag = (executor: Executor, flag: IntegrityFlag) => Promise<void>;

/** A VIN sold this many days ago or fewer and listed again is flagged: a car resold that fast may not be the seller's. */
export const vinRelistDays = 30;

/** A car page read, as the request tells who read it (the address and browser are never kept as they are). */
export interface CarPageRead {
  carId: string;
  sellerId: string | null;
  /** The reader's account, when signed in. */
  readerId: string | undefined;
  address: string;
  userAgent: string | undefined;
}

/** Work another module does inside the transaction that removes a listing (bookings cancel their unpaid ones). */
export type ListingRemoval = (tx: Executor, carId: string) => Promise<unknown>;

/** The usual reply time in minutes of a car's seller (null when there is none to show), from the sellers module. */
export type ReplyTimeOfCarSeller = (carId: string) => Promise<number | null>;

export function createCarsService(deps: {
  db: Database;
  repo: CarsRepo;
  accounts: AccountsService;
  /** Which dealership a seller works for: its staff share its cars. */
  dealers: Pick<DealersService, 'membershipOf'>;
  uploads: UploadsService;
  reports: ReportsService;
  vehicles: VehiclesService;
  events: EventsService;
  flag: Flag;
  clock: () => Date;
  log?: Logger;
  onReusedPhoto?: (finding: ReusedPhoto) => Promise<void>;
  onIntegrityFlag?: OnIntegrityFlag;
  /** Told of every car page read (it must not wait: the page is on the hot path). */
  onPageRead?: (read: CarPageRead) => void;
  /** The terms of the car page's estimated monthly payment. */
  financing: FinancingTerms;
}) {
  const {
    db,
    repo,
    accounts,
    dealers,
    uploads,
    reports,
    vehicles,
    events,
    flag,
    clock,
    log,
    onReusedPhoto,
    onIntegrityFlag,
    onPageRead,
    financing,
  } = deps;
  // Open pages follow a car the moment it changes: the event commits with the change.
  const announce = (
    tx: Executor,
    type: 'car.sold' | 'car.removed' | 'car.updated' | 'car.listed',
    carId: string,
  ) => events.publish(tx, { type, data: { carId } });
  const listingRemovals: ListingRemoval[] = [];
  const soldElsewhere: ListingRemoval[] = [];
  const sales: ListingRemoval[] = [];
  let replyTimeOfCarSeller: ReplyTimeOfCarSeller = async () => null;
  const markSold = async (tx: Executor, carId: string) => {
    await createCarsRepo(tx).markSold(carId);
    for (const work of sales) await work(tx, carId);
    await announce(tx, 'car.sold', carId);
  };

  /** What a car's deal rating is computed from, or why it has none (null: not for sale, or no vehicle data). */
  async function dealSubject(id: string) {
    const car = await repo.dealSubject(id);
    if (!car) throw new NotFoundError('This car is no longer listed.');
    const { make, modelName, year, mileage } = car;
    if (make === null || modelName === null || year === null || mileage === null)
      return { car, comparable: null };
    return { car, comparable: { id, make, modelName, year, mileage } };
  }

  /**
   * A car's deal rating, read now (so the car page is never behind a price change or a sale). The search index
   * computes the same figure for every car with the same arithmetic (lib/deal-rating.ts).
   */
  async function dealRatingNow(id: string): Promise<DealRating | null> {
    const { car, comparable } = await dealSubject(id);
    if (!comparable || car.saleStatus !== 'available') return null;
    const { median, count } = await repo.comparablesMedian(
      comparable,
      dealMethod.yearWindow,
      soldComparablesSince(clock()),
      dealMethod.centsPerMile,
    );
    return dealRatingOf(car.resalePrice, comparable.mileage, median ?? undefined, count);
  }

  /** Deletes a listing inside `tx`, with the work other modules do then; its photo goes at the next sweep. */
  async function removeListing(tx: Executor, id: string): Promise<number> {
    for (const removal of listingRemovals) await removal(tx, id);
    const images = await createCarsRepo(tx).deleteCar(id);
    if (images === undefined) return 0;
    for (const image of images) await uploads.release(tx, image);
    await announce(tx, 'car.removed', id);
    return 1;
  }

  /** Takes the seller's fresh uploads for a listing, inside its transaction; refuses any that is not one. */
  async function attachPhotos(tx: Executor, urls: readonly string[], ownerId: string) {
    for (const [index, url] of urls.entries()) {
      if (!(await uploads.attach(tx, url, ownerId))) {
        const which = urls.length === 1 ? 'the photo' : `photo ${index + 1}`;
        throw new ValidationError(
          `Please upload ${which} again: it was not found, has expired, is not yours or is already used.`,
        );
      }
    }
  }

  /**
   * After a listing's new photos are saved: hands on each that another seller's listing shows too. A failure is
   * logged, never a refused listing: the listing is saved by then.
   */
  async function reportReusedPhotos(carId: string, photos: readonly string[], ownerId: string) {
    if (!onReusedPhoto || photos.length === 0) return;
    try {
      const near = await uploads.nearDuplicates(photos, ownerId);
      const shownBy = Map.groupBy(
        await repo.showing(near.map((found) => found.otherPhoto)),
        (row) => row.url,
      );
      for (const found of near)
        for (const { carId: otherCarId } of shownBy.get(found.otherPhoto) ?? [])
          if (otherCarId !== carId) await onReusedPhoto({ carId, otherCarId, ...found });
    } catch (error) {
      log?.error({ err: error, carId }, 'looking for reused photos failed');
    }
  }

  /** A VIN sold within `vinRelistDays` and listed again is flagged, in the new listing's transaction. */
  async function flagQuickRelisting(tx: Executor, carId: string, vin: string, now: Date) {
    const since = new Date(now.getTime() - vinRelistDays * 86_400_000);
    const sold = await createCarsRepo(tx).soldByVinSince(vin, carId, since);
    if (!sold) return;
    const days = Math.floor((now.getTime() - sold.soldAt.getTime()) / 86_400_000);
    await onIntegrityFlag?.(tx, {
      kind: 'vin',
      targetId: carId,
      reason: `This VIN was sold ${days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`} (as "${sold.productName}") and is listed again.`,
      detail: { vin, soldCarId: sold.id, soldAt: sold.soldAt.toISOString() },
    });
  }

  /** Refuses a VIN already on a car for sale, saying which listing holds it. */
  /** Hides or shows a listing again inside `tx`, through the visibility state machine; the car as it was. */
  async function changeVisibility(
    tx: Executor,
    carId: string,
    change: { hide: { by: HiddenBy; reason: string } } | 'restore',
  ) {
    const txRepo = createCarsRepo(tx);
    const car = await txRepo.lockVisibility(carId);
    if (!car) throw new NotFoundError('There is no such car.');
    const now = car.hiddenAt ? 'hidden' : 'visible';
    if (change === 'restore') {
      listingVisibility.apply('restore', now, 'This listing is not hidden.');
      await txRepo.setHidden(carId, null);
      await announce(tx, 'car.updated', carId);
    } else {
      listingVisibility.apply('hide', now, 'This listing is already hidden.');
      await txRepo.setHidden(carId, { at: clock(), ...change.hide });
      await announce(tx, 'car.removed', carId);
    }
    return car;
  }

  async function refuseListedVin(vin: string | undefined) {
    if (!vin) return;
    const listed = await repo.forSaleByVin(vin);
    if (listed)
      throw vinTaken(listed.productName, listed.advertisedAt ? 'for sale and advertised' : 'for sale');
  }

  /**
   * The caller's seller account when they may do `work` on `car` (see car-workers.ts: a private car's seller, or the
   * current staff of its dealership by their role); a refusal otherwise.
   */
  async function carWorker(
    caller: Principal,
    car: { sellerId: string | null; dealerId: string | null },
    work: CarWork,
    refusal: string,
  ) {
    const seller = await accounts.requireSeller(caller);
    const membership = car.dealerId ? await dealers.membershipOf(seller.id) : undefined;
    if (!mayWorkOnCar(seller.id, membership, car, work)) throw new ForbiddenError(refusal);
    return seller;
  }

  async function ownCar(
    caller: Principal,
    id: string,
    refusal = 'You can only change your own cars.',
    work: CarWork = 'edit',
  ) {
    const car = await repo.findCar(id);
    if (!car) {
      await accounts.requireSeller(caller);
      throw new NotFoundError('There is no such car.');
    }
    await carWorker(caller, car, work, refusal);
    return car;
  }

  /** A signed-in reader of a car page: their account, and whether they reported the car. */
  async function readerOf(caller: Principal, carId: string) {
    const account = await accounts.accountOf(caller);
    return (
      account && { id: account.id, reported: (await reports.reportedBy(account.id, [carId])).has(carId) }
    );
  }

  return {
    /** The seller's listings with their photos' addresses: the seller's data export. */
    async exportFor(sellerId: string): Promise<ExportedListing[]> {
      return (await repo.exportFor(sellerId)).map((car) => ({
        _id: car.id,
        productName: car.productName,
        description: car.description,
        resalePrice: car.resalePrice,
        originalPrice: car.originalPrice,
        location: car.location,
        phone: car.phone,
        saleStatus: car.saleStatus,
        make: car.make,
        modelName: car.modelName,
        year: car.year,
        mileage: car.mileage,
        vin: car.vin,
        zip: car.zip,
        photos: car.images.length ? car.images : [car.image],
        createdAt: car.createdAt.toISOString(),
      }));
    },

    ...createCatalogReads({ repo, accounts, reports, clock }),

    /**
     * Inside the transaction that renames a dealership (or changes anything its cars show of it): its cars' pages,
     * model pages and search answers show the new name from the next read, on every server.
     */
    dealershipChanged: (tx: Executor, dealerId: string) => createCarsRepo(tx).touchDealerCars(dealerId),
    ...createDealerInventory({ db, repo, vehicles, uploads, clock, announce, attachPhotos, removeListing }),

    /** Registers work to do in the same transaction whenever a listing is deleted. */
    onListingRemoved(removal: ListingRemoval) {
      listingRemovals.push(removal);
    },

    /** Sets where a car page reads its seller's usual reply time (the sellers module, made after this one). */
    replyTimesFrom(read: ReplyTimeOfCarSeller) {
      replyTimeOfCarSeller = read;
    },

    /** Registers work to do in the same transaction whenever a car is sold, paid for here or marked sold elsewhere. */
    onSold(work: ListingRemoval) {
      sales.push(work);
    },

    /** Registers work to do in the same transaction when a seller marks a car sold elsewhere. */
    onSoldElsewhere(work: ListingRemoval) {
      soldElsewhere.push(work);
    },

    /**
     * The seller changes a car for sale: price, mileage, description, location or ZIP code. A new price is added to
     * its history; bookings already made keep the price they copied. A sold car cannot be changed.
     */
    async editCar(caller: Principal, id: string, edit: z.output<typeof carEdit>): Promise<SellerCar> {
      await accounts.requireSeller(caller);
      const place = edit.zip === undefined ? undefined : vehicles.place(edit.zip);
      if (edit.zip !== undefined && !place)
        throw new ValidationError(`zip: There is no US ZIP code ${edit.zip}.`);
      const added = await db.transaction(async (tx) => {
        const cars = createCarsRepo(tx);
        const car = await cars.lockForEdit(id);
        if (!car) throw new NotFoundError('There is no such car.');
        await carWorker(caller, car, 'edit', 'Only its seller or its dealership can change a listing.');
        if (car.saleStatus === 'sold')
          throw new ConflictError(`${car.productName} is sold and can no longer be changed.`);
        // Odometers only go forward: a lower reading would make the car look less used than it is.
        if (edit.mileage !== undefined && car.mileage !== null && edit.mileage < car.mileage)
          throw new MileageDecreaseError(
            `The mileage can only go up: it is ${car.mileage.toLocaleString('en-US')} miles now.`,
          );
        const kept = new Set(car.images);
        const newPhotos = edit.images?.filter((url) => !kept.has(url)) ?? [];
        if (edit.images) {
          await attachPhotos(tx, newPhotos, caller.userId);
          const wanted = new Set(edit.images);
          for (const url of car.images) if (!wanted.has(url)) await uploads.release(tx, url);
        }
        await cars.updateCar(id, {
          resalePrice: edit.resalePrice,
          mileage: edit.mileage,
          description: edit.description,
          location: edit.location ?? place?.location,
          ...(edit.images ? { images: edit.images, image: edit.images[0] } : {}),
          ...(place ? { zip: place.zip, latitude: place.latitude, longitude: place.longitude } : {}),
        });
        const price = edit.resalePrice;
        const repriced = price !== undefined && price !== car.resalePrice;
        if (repriced) await cars.addPriceChange(id, price, clock());
        if (repriced || edit.images) await announce(tx, 'car.updated', id);
        return newPhotos;
      });
      await reportReusedPhotos(id, added, caller.userId);
      return forItsSeller(toCar((await repo.carById(id))!, clock()));
    },

    /**
     * A car's public page: every field, its price history and similar cars. The seller's phone and e-mail only for a
     * signed-in caller; a deleted car is not found.
     */
    async carPage(
      caller: Principal | undefined,
      id: string,
      visitor?: Pick<CarPageRead, 'address' | 'userAgent'>,
    ): Promise<CarPage> {
      // Who reads it, and whether they reported it, is looked up beside the car rather than after it.
      const reading = caller ? readerOf(caller, id) : Promise.resolve(undefined);
      reading.catch(() => undefined);
      const replyTime = replyTimeOfCarSeller(id);
      replyTime.catch(() => undefined);
      const found = await repo.carWithSellerRating(id);
      const likeness = await repo.likeness(id);
      if (!found || !likeness) throw new NotFoundError('This car is no longer listed.');
      const reader = await reading;
      // A hidden listing is shown to its seller only (with why it is hidden).
      if (found.car.hiddenBy && reader?.id !== found.car.sellerId)
        throw new NotFoundError('This car is no longer listed.');
      if (visitor)
        onPageRead?.({ carId: id, sellerId: found.car.sellerId, readerId: reader?.id, ...visitor });
      const now = clock();
      const { sellerEmail, phone, ...shown } = toCar(found.car, now);
      const similar = (await repo.similarTo(likeness, similarCarsLimit)).map(({ priceHistory, ...car }) => ({
        ...car,
        priceDrop: priceDropOf(toPriceHistory(priceHistory), now),
        reservedUntil: reservedUntilOf(car),
      }));
      return {
        ...shown,
        ...(caller ? { sellerEmail, phone } : {}),
        signedIn: caller !== undefined,
        similar,
        dealRating: await dealRatingNow(id),
        sellerRating: sellerRatingOf({ count: found.ratingCount, sum: found.ratingSum }),
        reportedByYou: reader?.reported ?? false,
        replyTimeMinutes: await replyTime,
        monthlyPayment: monthlyPayment(shown.resalePrice, financing),
        finance: financing,
      };
    },

    /** The cars a car's deal rating was computed from, cheapest adjusted price first, with the rating. */
    async comparables(id: string): Promise<ComparablesAnswer> {
      const { car, comparable } = await dealSubject(id);
      if (!comparable) return { dealRating: null, comparables: [] };
      const rows = await repo.comparables(comparable, dealMethod.yearWindow, soldComparablesSince(clock()));
      const comparables = rows
        .map((row) => ({
          ...row,
          make: comparable.make,
          modelName: comparable.modelName,
          year: row.year!,
          mileage: row.mileage!,
          adjustedPrice: adjustedPrice(row.resalePrice, row.mileage!, comparable.mileage),
        }))
        .sort((a, b) => a.adjustedPrice - b.adjustedPrice || (a._id < b._id ? -1 : 1));
      const neutral = Float64Array.from(comparables, (row) =>
        neutralCents(row.resalePrice, row.mileage),
      ).sort();
      const dealRating =
        car.saleStatus === 'available'
          ? dealRatingOf(
              car.resalePrice,
              comparable.mileage,
              medianOf(neutral, 0, neutral.length),
              neutral.length,
            )
          : null;
      return { dealRating, comparables };
    },

    /** The seller sold the car some other way: it goes off sale and its unpaid bookings are cancelled. */
    async markSoldElsewhere(caller: Principal, id: string): Promise<number> {
      await accounts.requireSeller(caller);
      return db.transaction(async (tx) => {
        const cars = createCarsRepo(tx);
        const car = await cars.lockForEdit(id);
        if (!car) throw new NotFoundError('There is no such car.');
        await carWorker(
          caller,
          car,
          'manage',
          "Only its seller or its dealership's owners and managers can mark a car sold.",
        );
        if (car.saleStatus === 'sold') throw new ConflictError(`${car.productName} is already sold.`);
        await markSold(tx, id);
        for (const work of soldElsewhere) await work(tx, id);
        return 1;
      });
    },

    async carForBooking(id: string) {
      const car = await repo.carForBooking(id);
      if (!car) throw new NotFoundError('There is no such car.');
      return car;
    },

    /** The same for a new deal (booking, offer, reservation): a listing the moderators hid is not there for anyone. */
    async carForDeal(id: string) {
      const car = await repo.carForBooking(id);
      if (!car || car.hiddenAt) throw new NotFoundError('There is no such car.');
      return car;
    },

    soldCarIds: (ids: string[]) => repo.soldCarIds(ids),

    /** Inside a sale's transaction: whether the car can still be sold, holding it until the transaction ends. */
    async lockForSale(tx: Executor, carId: string): Promise<boolean> {
      return (await createCarsRepo(tx).lockSaleStatus(carId)) === 'available';
    },

    markSold,

    /** Inside a refund's transaction: the refunded car goes back on sale. Returns whether it was sold until now. */
    async relist(tx: Executor, carId: string): Promise<boolean> {
      const relisted = await createCarsRepo(tx).markAvailable(carId);
      if (relisted) await announce(tx, 'car.updated', carId);
      return relisted;
    },

    /** Lists a seller's car. Who sells, the sale status and the post time are the server's to say. */
    async addCar(caller: Principal, body: z.output<typeof newCar>): Promise<string> {
      const seller = await accounts.requireListingSeller(caller);
      // A dealership's staff list for the dealership: the car is its, whoever of them listed it.
      const membership = await dealers.membershipOf(seller.id);
      const modelId = await repo.modelIdByName(body.model);
      if (!modelId) throw new ValidationError(`There is no car model called "${body.model}".`);
      const now = clock();
      const problem = carAgeProblem(body.purchaseYear, body.useYear, now.getFullYear());
      if (problem) throw new ValidationError(`${problem.field}: ${problem.message}`);
      const yearProblem = modelYearProblem(body.year, now.getFullYear());
      if (yearProblem) throw new ValidationError(`year: ${yearProblem}`);
      const vehicle = vehicles.vehicleName(body.make, body.modelName);
      const place = vehicles.place(body.zip);
      if (!place) throw new ValidationError(`zip: There is no US ZIP code ${body.zip}.`);
      const images = body.images ?? [body.image];
      if (images[0] !== body.image) {
        throw new ValidationError('image: The cover photo (image) must be the first of images.');
      }
      await refuseListedVin(body.vin);
      const carId = await db
        .transaction(async (tx) => {
          await attachPhotos(tx, images, caller.userId);
          const id = await createCarsRepo(tx).insertCar({
            sellerId: seller.id,
            dealerId: membership?.dealer._id ?? null,
            modelId,
            productName: body.productName,
            image: body.image,
            images,
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
            ...vehicle,
            trim: body.trim ?? null,
            year: body.year,
            mileage: body.mileage,
            fuelType: body.fuelType,
            transmission: body.transmission,
            drivetrain: body.drivetrain,
            exteriorColor: body.exteriorColor,
            vin: body.vin ?? null,
            zip: place.zip,
            latitude: place.latitude,
            longitude: place.longitude,
          });
          // Saved searches open on a buyer's screen count it among their new cars at once.
          await announce(tx, 'car.listed', id);
          if (body.vin) await flagQuickRelisting(tx, id, body.vin, now);
          return id;
        })
        .catch((error: unknown) => {
          // Two listings of one VIN at the same moment: the unique index lets one through.
          if (postgresCode(error) === uniqueViolation) throw vinTaken('another listing', 'for sale');
          throw error;
        });
      await reportReusedPhotos(carId, images, caller.userId);
      return carId;
    },

    /**
     * One of the caller's listings (theirs, or their dealership's), for its stats and leads: who listed it, when it was
     * listed and sold, and its price.
     */
    ownListing: (caller: Principal, id: string, refusal = "Only its seller can see a listing's stats.") =>
      ownCar(caller, id, refusal),

    /** The seller's own cars; a dealership's staff see every car of the dealership (and their own from before). */
    async sellerCars(caller: Principal, email: string): Promise<SellerCar[]> {
      if (email !== caller.email.toLowerCase()) throw new ForbiddenError('You can only list your own cars.');
      const seller = await accounts.requireSeller(caller);
      const membership = await dealers.membershipOf(seller.id);
      const now = clock();
      const rows = membership
        ? await repo.listByDealer(membership.dealer._id, seller.id)
        : await repo.listBySeller(seller.id);
      return rows.map((row) => forItsSeller(toCar(row, now)));
    },

    async advertise(caller: Principal, id: string): Promise<number> {
      const car = await ownCar(caller, id);
      if (car.saleStatus === 'sold')
        throw new ConflictError(`${car.productName} is sold and cannot be advertised.`);
      return repo.advertise(id, clock());
    },

    /**
     * Removes a listing: its seller while it is for sale (a sold car stays as the record of its sale), or an
     * administrator at any time (moderation).
     */
    async deleteCar(caller: Principal, id: string): Promise<number> {
      const car = await repo.findCar(id);
      if (!car) throw new NotFoundError('There is no such car.');
      if (!(await accounts.isAdmin(caller.email))) {
        await carWorker(
          caller,
          car,
          'manage',
          car.dealerId
            ? "Only its seller or its dealership's owners and managers can delete this car."
            : 'You can only delete your own cars.',
        );
        if (car.saleStatus === 'sold') {
          throw new ConflictError(
            `Sold cars stay on record: ${car.productName} is sold, so it cannot be deleted.`,
          );
        }
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

    /** A moderator hides a listing inside the moderation's transaction; its name and seller for the e-mail. */
    hideListing: (tx: Executor, carId: string, reason: string) =>
      changeVisibility(tx, carId, { hide: { by: 'moderator', reason } }),

    /** Part of suspending a seller: their shown cars for sale are hidden until the suspension is lifted. */
    async hideListingsOfSuspended(tx: Executor, sellerId: string, reason: string): Promise<string[]> {
      const ids = await createCarsRepo(tx).lockBySellerAndVisibility(sellerId, 'visible');
      for (const id of ids) await changeVisibility(tx, id, { hide: { by: 'suspension', reason } });
      return ids;
    },

    /** Part of lifting a suspension: the listings it hid are shown again (a moderator's hiding stays). */
    async restoreListingsOfSuspended(tx: Executor, sellerId: string): Promise<string[]> {
      const ids = await createCarsRepo(tx).lockBySellerAndVisibility(sellerId, 'suspended');
      for (const id of ids) await changeVisibility(tx, id, 'restore');
      return ids;
    },

    /**
     * The seller of a listing a moderator hid asks, once, for another look: the listing goes back to the moderators'
     * queue with the seller's words.
     */
    async appeal(caller: Principal, carId: string, reason: string) {
      const car = await ownCar(caller, carId);
      await db.transaction(async (tx) => {
        const txRepo = createCarsRepo(tx);
        const locked = await txRepo.lockVisibility(car.id);
        if (!locked?.hiddenAt || locked.hiddenBy !== 'moderator')
          throw new ConflictError('Only a listing a moderator hid can be appealed.');
        if (locked.appealedAt) throw new ConflictError('You have already appealed for this listing.');
        await txRepo.markAppealed(car.id, clock());
        await flag(tx, {
          kind: 'car',
          targetId: car.id,
          reason: 'appeal',
          detail: { appeal: reason },
          source: 'report',
        });
      });
      return { ok: true as const };
    },

    /** A car's deal rating as its page shows it now (null when sold or with too few comparables). */
    dealRatingNow,

    /** These cars as their pages show them (contact details included: callers choose what to pass on). */
    async carsByIds(ids: string[]): Promise<Car[]> {
      if (ids.length === 0) return [];
      const now = clock();
      return (await repo.byIds(ids)).map((row) => toCar(row, now));
    },

    /** What the reported-items list shows of these cars; cars that are gone are left out. */
    carSummaries: async (ids: string[]) => (ids.length === 0 ? [] : repo.summaries(ids)),

    /** Part of deleting an account: its sold cars, kept as records of the sales, lose the seller's phone. */
    anonymiseSoldOf: (tx: Executor, sellerId: string) => createCarsRepo(tx).anonymiseSoldOf(sellerId),
  };
}
