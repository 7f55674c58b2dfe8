import type { newCar } from '@second-gear/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { formatPostDate, formatPostTime } from '../../lib/time.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { createCarsRepo, type CarsRepo } from './cars.repo.ts';

/** A car of a dealership's inventory file, judged by the listing's own rules (`newCar`), to create or update. */
export interface DealerListing {
  dealerId: string;
  /** The staff member who sent the file: the seller of the cars it creates. */
  sellerId: string;
  /** Their sign-in identity, which owns the photos. */
  ownerUserId: string;
  stockNumber: string;
  listing: z.output<typeof newCar>;
}

/** A row of the file refused, naming the file's column at fault (null: the dealership's own details). */
export class ListingRowRefusal extends ValidationError {
  readonly column: string | null;
  constructor(column: string | null, message: string) {
    super(message);
    this.column = column;
  }
}

export type DealerCarAction =
  | { action: 'create'; carId: null; newPhotos: string[] }
  | { action: 'update' | 'unchanged'; carId: string; newPhotos: string[] };

type Announce = (tx: Executor, type: 'car.updated' | 'car.listed', carId: string) => Promise<unknown>;

/**
 * The cars side of a dealership's inventory file: whether a row creates, updates or leaves a car as it is (matched by
 * the dealership's stock number, or else the VIN), and doing it inside the row's transaction. Refusals are the
 * listing's own (an unknown make or body type, a VIN for sale elsewhere, a lower mileage, a sold car).
 */
export function createDealerInventory(deps: {
  db: Database;
  repo: CarsRepo;
  vehicles: VehiclesService;
  uploads: UploadsService;
  clock: () => Date;
  announce: Announce;
  attachPhotos: (tx: Executor, urls: readonly string[], ownerId: string) => Promise<void>;
  removeListing: (tx: Executor, id: string) => Promise<number>;
}) {
  const { db, vehicles, uploads, clock, announce, attachPhotos } = deps;

  async function judge(repo: CarsRepo, item: DealerListing, lock: boolean) {
    const { listing } = item;
    const modelId = await repo.modelIdByName(listing.model);
    if (!modelId)
      throw new ListingRowRefusal('body_type', `There is no body type called "${listing.model}".`);
    let vehicle: { make: string; modelName: string };
    try {
      vehicle = vehicles.vehicleName(listing.make, listing.modelName);
    } catch (error) {
      if (error instanceof AppError)
        throw new ListingRowRefusal('make', error.message.replace(/^make: /, ''));
      throw error;
    }
    const existing = await repo.dealerCarFor(item.dealerId, item.stockNumber, listing.vin, lock);
    if (listing.vin) {
      const listed = await repo.forSaleByVin(listing.vin);
      if (listed && listed.id !== existing?.id)
        throw new ListingRowRefusal('vin', `A car with this VIN is already listed: "${listed.productName}".`);
    }
    const fields = {
      productName: listing.productName,
      modelId,
      resalePrice: listing.resalePrice,
      mileage: listing.mileage,
      description: listing.description,
      conditionType: listing.conditionType,
      ...vehicle,
      trim: listing.trim ?? null,
      year: listing.year,
      fuelType: listing.fuelType,
      transmission: listing.transmission,
      drivetrain: listing.drivetrain,
      exteriorColor: listing.exteriorColor,
      vin: listing.vin ?? null,
      images: listing.images ?? [listing.image],
      stockNumber: item.stockNumber,
    };
    if (!existing) return { action: 'create' as const, existing, fields, newPhotos: fields.images };
    if (existing.saleStatus === 'sold')
      throw new ListingRowRefusal(
        'stock_number',
        `${existing.productName} is sold and can no longer be changed.`,
      );
    if (existing.mileage !== null && listing.mileage < existing.mileage)
      throw new ListingRowRefusal(
        'mileage',
        `The mileage can only go up: it is ${existing.mileage.toLocaleString('en-US')} miles now.`,
      );
    const kept = new Set(existing.images);
    const newPhotos = fields.images.filter((url) => !kept.has(url));
    const same = (Object.keys(fields) as (keyof typeof fields)[]).every((key) =>
      key === 'images'
        ? fields.images.join('\n') === existing.images.join('\n')
        : fields[key] === existing[key],
    );
    return { action: same ? ('unchanged' as const) : ('update' as const), existing, fields, newPhotos };
  }

  return {
    /** What importing the row would do now, without writing: throws a ListingRowRefusal for a refused row. */
    async judgeDealerCar(item: DealerListing): Promise<DealerCarAction> {
      const judged = await judge(deps.repo, item, false);
      return judged.existing
        ? {
            action: judged.action as 'update' | 'unchanged',
            carId: judged.existing.id,
            newPhotos: judged.newPhotos,
          }
        : { action: 'create', carId: null, newPhotos: judged.newPhotos };
    },

    /**
     * Creates or updates the dealership's car of the row inside `tx` (its photos already stored by
     * `uploads.storeImported`); judges again under the car's lock, so it does what the judgement at that moment says.
     */
    async importDealerCar(
      tx: Executor,
      item: DealerListing,
    ): Promise<{ action: DealerCarAction['action']; carId: string }> {
      const repo = createCarsRepo(tx);
      const { action, existing, fields, newPhotos } = await judge(repo, item, true);
      const place = vehicles.place(item.listing.zip);
      if (!place)
        throw new ListingRowRefusal(
          null,
          `The dealership's ZIP code ${item.listing.zip} is not a US ZIP code.`,
        );
      if (action === 'unchanged') return { action, carId: existing!.id };
      await attachPhotos(tx, newPhotos, item.ownerUserId);
      const now = clock();
      if (!existing) {
        const id = await repo.insertCar({
          ...fields,
          sellerId: item.sellerId,
          dealerId: item.dealerId,
          image: fields.images[0]!,
          location: item.listing.location,
          originalPrice: item.listing.originalPrice,
          useYear: item.listing.useYear,
          purchaseYear: item.listing.purchaseYear,
          phone: item.listing.phone,
          postTime: formatPostTime(now),
          postDate: formatPostDate(now),
          createdAt: now,
          zip: place.zip,
          latitude: place.latitude,
          longitude: place.longitude,
        });
        await announce(tx, 'car.listed', id);
        return { action, carId: id };
      }
      const wanted = new Set(fields.images);
      for (const url of existing.images) if (!wanted.has(url)) await uploads.release(tx, url);
      await repo.updateImportedCar(existing.id, { ...fields, image: fields.images[0]! });
      if (fields.resalePrice !== existing.resalePrice)
        await repo.addPriceChange(existing.id, fields.resalePrice, now);
      await announce(tx, 'car.updated', existing.id);
      return { action, carId: existing.id };
    },

    /** The dealership's cars for sale, and whether a deal on each is under way (a full feed keeps those). */
    dealerCarsForSale: (dealerId: string) => deps.repo.dealerCarsForSale(dealerId),

    /** A full feed takes a car the file no longer names off sale, as its seller deleting it would. */
    takeOffSale: (carId: string) => db.transaction((tx) => deps.removeListing(tx, carId)),
  };
}
