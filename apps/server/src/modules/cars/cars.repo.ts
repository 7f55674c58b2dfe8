import { and, asc, between, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import type { Executor } from '../../db/client.ts';
import { reservations } from '../reservations/reservations.table.ts';
import { sellerRatings } from '../reviews/reviews.table.ts';
import { comparableTo } from './comparable-cars.ts';
import { dealers } from '../dealers/dealers.table.ts';
import { carModels, carPriceChanges, cars, catalogVersion } from './cars.table.ts';

export type NewCar = typeof cars.$inferInsert;
export type NewCarModel = typeof carModels.$inferInsert;
/** Every price the car was offered at, oldest first, as `[{ price, at }]`. */
const priceHistory = sql<{ price: number; at: string }[]>`coalesce((
  select json_agg(json_build_object('price', ${carPriceChanges.price}, 'at', ${carPriceChanges.at})
    order by ${carPriceChanges.at}, ${carPriceChanges.id})
  from ${carPriceChanges} where ${carPriceChanges.carId} = ${cars.id}), '[]'::json)`;

/** When the reservation holding the car ends, or null when none holds it. */
const reservedUntil = sql<Date | null>`(
  select ${reservations.expiresAt} from ${reservations}
  where ${reservations.carId} = ${cars.id} and ${reservations.state} = 'active')`.mapWith(
  reservations.expiresAt,
);

/** A car as the carousel and the reported-items list show it. */
const carSummary = {
  _id: cars.id,
  image: cars.image,
  productName: cars.productName,
  model: carModels.model,
  resalePrice: cars.resalePrice,
  priceHistory,
  reservedUntil,
};

export type CarsRepo = ReturnType<typeof createCarsRepo>;

/** The dealership the car belongs to, as `{ slug, name }`, or null for a private seller's car. */
const carDealer = sql<{ slug: string; name: string } | null>`(
  select json_build_object('slug', ${dealers.slug}, 'name', ${dealers.name}) from ${dealers}
  where ${dealers.id} = ${cars.dealerId})`;

/**
 * The columns of a car as the contract's `car` shows it: the seller's name, e-mail and badge come from the account
 * (null for a sold car whose seller's account was deleted).
 */
const carColumns = {
  _id: cars.id,
  productName: cars.productName,
  image: cars.image,
  model: carModels.model,
  location: cars.location,
  resalePrice: cars.resalePrice,
  originalPrice: cars.originalPrice,
  useYear: cars.useYear,
  purchaseYear: cars.purchaseYear,
  conditionType: cars.conditionType,
  description: cars.description,
  saleStatus: cars.saleStatus,
  advertisedAt: cars.advertisedAt,
  sellerName: accounts.username,
  sellerEmail: accounts.userEmail,
  phone: cars.phone,
  postTime: cars.postTime,
  date: cars.postDate,
  listedAt: cars.createdAt,
  sellerStatus: accounts.sellerStatus,
  sellerId: cars.sellerId,
  dealer: carDealer,
  make: cars.make,
  modelName: cars.modelName,
  trim: cars.trim,
  year: cars.year,
  mileage: cars.mileage,
  fuelType: cars.fuelType,
  transmission: cars.transmission,
  drivetrain: cars.drivetrain,
  exteriorColor: cars.exteriorColor,
  vin: cars.vin,
  zip: cars.zip,
  priceHistory,
  images: cars.images,
  reservedUntil,
  hiddenBy: cars.hiddenBy,
  hiddenReason: cars.hiddenReason,
  appealedAt: cars.appealedAt,
};

/** Newest first, spelled as the indexes are built (NULLS LAST), so PostgreSQL can read them in order. */
const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

export function createCarsRepo(db: Executor) {
  const carsWithSeller = () =>
    db
      .select(carColumns)
      .from(cars)
      .innerJoin(carModels, eq(carModels.id, cars.modelId))
      .leftJoin(accounts, eq(accounts.id, cars.sellerId));
  let versionQuery: { execute(): Promise<{ version: number }[]> } | undefined;

  return {
    /** How many changes to what the catalogue shows have been committed (see `catalogVersion`). */
    async catalogVersion(): Promise<number> {
      // Read before nearly every catalogue answer: its SQL is built once, not per read. Unnamed (''), so no statement
      // is kept on the database's side, which a pooler in transaction mode could not follow.
      versionQuery ??= db.select({ version: catalogVersion.version }).from(catalogVersion).prepare('');
      const [row] = await versionQuery.execute();
      return row?.version ?? 0;
    },

    /**
     * One page of a model's cars, newest first, in one statement, each row with the catalogue version the page was
     * read at. `after` is the last car of the previous page; one row more than asked tells whether another page follows.
     */
    listByModel(model: string, limit: number, after?: { createdAt: Date; id: string }) {
      // A scalar subquery, so the planner walks the (model, newest) index and stops after one page
      // instead of joining every car of the model and sorting them.
      const ofModel = eq(
        cars.modelId,
        sql`(select ${carModels.id} from ${carModels} where lower(${carModels.model}) = ${model.trim().toLowerCase()})`,
      );
      const older = after
        ? or(
            lt(cars.createdAt, after.createdAt),
            and(eq(cars.createdAt, after.createdAt), lt(cars.id, after.id)),
          )
        : undefined;
      return db
        .select({
          ...carColumns,
          createdAt: cars.createdAt,
          catalogVersion: sql`(select ${catalogVersion.version} from ${catalogVersion})`.mapWith(Number),
        })
        .from(cars)
        .innerJoin(carModels, eq(carModels.id, cars.modelId))
        .leftJoin(accounts, eq(accounts.id, cars.sellerId))
        .where(and(ofModel, isNull(cars.hiddenAt), older))
        .orderBy(newestFirst(cars.createdAt), newestFirst(cars.id))
        .limit(limit + 1);
    },

    /** What a booking copies from its car, and who sells it. */
    async carForBooking(id: string) {
      const [row] = await db
        .select({
          id: cars.id,
          productName: cars.productName,
          resalePrice: cars.resalePrice,
          image: cars.image,
          model: carModels.model,
          saleStatus: cars.saleStatus,
          hiddenAt: cars.hiddenAt,
          sellerId: cars.sellerId,
          dealerId: cars.dealerId,
          sellerEmail: accounts.userEmail,
        })
        .from(cars)
        .innerJoin(carModels, eq(carModels.id, cars.modelId))
        .leftJoin(accounts, eq(accounts.id, cars.sellerId))
        .where(eq(cars.id, id))
        .limit(1);
      return row;
    },

    async soldCarIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(inArray(cars.id, ids), eq(cars.saleStatus, 'sold')));
      return new Set(rows.map((row) => row.id));
    },

    listBySeller(sellerId: string) {
      return carsWithSeller().where(eq(cars.sellerId, sellerId)).orderBy(desc(cars.createdAt), desc(cars.id));
    },

    /** Every car of a dealership, whoever of its staff listed it, and the seller's own cars, newest first. */
    listByDealer(dealerId: string, sellerId: string) {
      return carsWithSeller()
        .where(or(eq(cars.dealerId, dealerId), eq(cars.sellerId, sellerId)))
        .orderBy(desc(cars.createdAt), desc(cars.id));
    },

    async modelIdByName(model: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: carModels.id })
        .from(carModels)
        .where(eq(sql`lower(${carModels.model})`, model.trim().toLowerCase()))
        .limit(1);
      return row?.id;
    },

    async findCar(id: string) {
      const [row] = await db
        .select({
          id: cars.id,
          sellerId: cars.sellerId,
          dealerId: cars.dealerId,
          productName: cars.productName,
          saleStatus: cars.saleStatus,
          advertisedAt: cars.advertisedAt,
          resalePrice: cars.resalePrice,
          createdAt: cars.createdAt,
          soldAt: cars.soldAt,
        })
        .from(cars)
        .where(eq(cars.id, id))
        .limit(1);
      return row;
    },

    /** Advertises a car that is for sale and not advertised yet; returns how many rows changed (0 or 1). */
    async advertise(id: string, at: Date): Promise<number> {
      const rows = await db
        .update(cars)
        .set({ advertisedAt: at })
        .where(and(eq(cars.id, id), eq(cars.saleStatus, 'available'), isNull(cars.advertisedAt)))
        .returning({ id: cars.id });
      return rows.length;
    },

    /** The car's sale status, locked until the transaction ends: sales of one car happen one at a time. */
    async lockSaleStatus(id: string) {
      const [row] = await db
        .select({ saleStatus: cars.saleStatus })
        .from(cars)
        .where(eq(cars.id, id))
        .for('update');
      return row?.saleStatus;
    },

    /** A sold car is no longer for sale nor advertised. */
    async markSold(id: string): Promise<void> {
      await db.update(cars).set({ saleStatus: 'sold', advertisedAt: null }).where(eq(cars.id, id));
    },

    /** A sold car on sale again; returns whether it was sold. */
    async markAvailable(id: string): Promise<boolean> {
      const rows = await db
        .update(cars)
        .set({ saleStatus: 'available' })
        .where(and(eq(cars.id, id), eq(cars.saleStatus, 'sold')))
        .returning({ id: cars.id });
      return rows.length > 0;
    },

    /** The seller's cars still for sale, locked until the transaction ends: none can be sold meanwhile. */
    async lockUnsoldBySeller(sellerId: string): Promise<string[]> {
      const rows = await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.sellerId, sellerId), eq(cars.saleStatus, 'available')))
        .for('update');
      return rows.map((row) => row.id);
    },

    /** These cars as the contract's `car` shows them, in no particular order; cars gone or hidden are left out. */
    byIds(ids: string[]) {
      return carsWithSeller().where(and(inArray(cars.id, ids), isNull(cars.hiddenAt)));
    },

    /** What the reported-items list shows of each car, in no particular order; cars that are gone are left out. */
    summaries(ids: string[]) {
      return db
        .select(carSummary)
        .from(cars)
        .innerJoin(carModels, eq(carModels.id, cars.modelId))
        .where(inArray(cars.id, ids));
    },

    /** The cars showing any of these photos, each with the photo it shows. */
    showing(urls: readonly string[]): Promise<{ carId: string; url: string }[]> {
      if (urls.length === 0) return Promise.resolve([]);
      return db
        .select({ carId: cars.id, url: sql<string>`shown.url` })
        .from(cars)
        .innerJoin(
          sql`unnest(${sql.param(urls)}::text[]) as shown(url)`,
          sql`shown.url = any(${cars.images})`,
        );
    },

    /** Whether a car is hidden, with what a hiding's e-mail names, locked until the transaction ends. */
    async lockVisibility(id: string) {
      const [row] = await db
        .select({
          id: cars.id,
          productName: cars.productName,
          sellerId: cars.sellerId,
          hiddenAt: cars.hiddenAt,
          hiddenBy: cars.hiddenBy,
          appealedAt: cars.appealedAt,
        })
        .from(cars)
        .where(eq(cars.id, id))
        .for('update');
      return row;
    },

    async setHidden(
      id: string,
      hidden: { at: Date; by: 'moderator' | 'suspension'; reason: string } | null,
    ): Promise<void> {
      await db
        .update(cars)
        .set(
          hidden
            ? { hiddenAt: hidden.at, hiddenBy: hidden.by, hiddenReason: hidden.reason }
            : { hiddenAt: null, hiddenBy: null, hiddenReason: null, appealedAt: null },
        )
        .where(eq(cars.id, id));
    },

    async markAppealed(id: string, at: Date): Promise<void> {
      await db.update(cars).set({ appealedAt: at }).where(eq(cars.id, id));
    },

    /** The seller's shown cars for sale, or those their suspension hid, locked until the transaction ends. */
    async lockBySellerAndVisibility(sellerId: string, visibility: 'visible' | 'suspended') {
      const rows = await db
        .select({ id: cars.id })
        .from(cars)
        .where(
          and(
            eq(cars.sellerId, sellerId),
            eq(cars.saleStatus, 'available'),
            visibility === 'visible' ? isNull(cars.hiddenAt) : eq(cars.hiddenBy, 'suspension'),
          ),
        )
        .for('update');
      return rows.map((row) => row.id);
    },

    /** Deletes a car; returns its photos' URLs, or nothing when there was no such car. */
    async deleteCar(id: string): Promise<string[] | undefined> {
      const [row] = await db.delete(cars).where(eq(cars.id, id)).returning({ images: cars.images });
      return row?.images;
    },

    listCarModels() {
      return db
        .select({ _id: carModels.id, model: carModels.model, image: carModels.image })
        .from(carModels)
        .orderBy(asc(carModels.position), asc(carModels.model));
    },

    listAdvertised(limit: number) {
      return db
        .select(carSummary)
        .from(cars)
        .innerJoin(carModels, eq(carModels.id, cars.modelId))
        .where(and(isNotNull(cars.advertisedAt), eq(cars.saleStatus, 'available'), isNull(cars.hiddenAt)))
        .orderBy(newestFirst(cars.advertisedAt), desc(cars.id))
        .limit(limit);
    },

    /** Adds the models that are missing (matched case-insensitively); existing ones are left as they are. */
    async ensureCarModels(models: NewCarModel[]): Promise<Map<string, string>> {
      await db.insert(carModels).values(models).onConflictDoNothing();
      const rows = await db.select({ id: carModels.id, model: carModels.model }).from(carModels);
      return new Map(rows.map((row) => [row.model.toLowerCase(), row.id]));
    },

    /**
     * Up to `limit` cars for sale like `car`: the same make and model, or the same body type, within 30% of its
     * price and 3 model years; the same make and model first, then the nearest in price.
     */
    similarTo(
      car: {
        id: string;
        modelId: string;
        make: string | null;
        modelName: string | null;
        price: number;
        year: number | null;
      },
      limit: number,
    ) {
      const sameName =
        car.make && car.modelName
          ? and(eq(cars.make, car.make), eq(cars.modelName, car.modelName))
          : sql`false`;
      return db
        .select({
          _id: cars.id,
          image: cars.image,
          productName: cars.productName,
          model: carModels.model,
          resalePrice: cars.resalePrice,
          make: cars.make,
          modelName: cars.modelName,
          year: cars.year,
          mileage: cars.mileage,
          location: cars.location,
          priceHistory,
          reservedUntil,
        })
        .from(cars)
        .innerJoin(carModels, eq(carModels.id, cars.modelId))
        .where(
          and(
            eq(cars.saleStatus, 'available'),
            isNull(cars.hiddenAt),
            ne(cars.id, car.id),
            or(sameName, eq(cars.modelId, car.modelId)),
            between(cars.resalePrice, Math.floor(car.price * 0.7), Math.ceil(car.price * 1.3)),
            car.year === null
              ? undefined
              : or(isNull(cars.year), between(cars.year, car.year - 3, car.year + 3)),
          ),
        )
        .orderBy(desc(sql`${sameName}`), sql`abs(${cars.resalePrice} - ${car.price})`, desc(cars.createdAt))
        .limit(limit);
    },

    /** What finding similar cars starts from. */
    /** What a car's deal rating is computed from: its own price and vehicle, and whether it is for sale. */
    async dealSubject(id: string) {
      const [row] = await db
        .select({
          id: cars.id,
          make: cars.make,
          modelName: cars.modelName,
          year: cars.year,
          mileage: cars.mileage,
          resalePrice: cars.resalePrice,
          saleStatus: cars.saleStatus,
        })
        .from(cars)
        .where(eq(cars.id, id));
      return row;
    },

    /**
     * The median mileage-neutral value (cents: price × 100 + `centsPerMile` × miles) of a car's comparables and their
     * number, computed in PostgreSQL: the car page needs the figure, not thousands of rows. `percentile_cont(0.5)` is
     * the mean of the middle two, as `medianOf` is.
     */
    async comparablesMedian(
      car: { id: string; make: string; modelName: string; year: number },
      yearWindow: number,
      soldSince: Date,
      centsPerMile: number,
    ): Promise<{ median: number | null; count: number }> {
      const [row] = await db
        .select({
          median: sql<
            number | null
          >`percentile_cont(0.5) within group (order by ${cars.resalePrice}::float8 * 100 + ${centsPerMile}::float8 * ${cars.mileage})`,
          count: sql<number>`count(*)::int`,
        })
        .from(cars)
        .where(comparableTo(car, yearWindow, soldSince));
      return { median: row?.median ?? null, count: row?.count ?? 0 };
    },

    /**
     * The other cars of the same make and model within `yearWindow` model years, for sale or sold since `soldSince`
     * (the deal rating's comparables, `dealMethod`), through the (make, model) index.
     */
    comparables(
      car: { id: string; make: string; modelName: string; year: number },
      yearWindow: number,
      soldSince: Date,
    ) {
      return db
        .select({
          _id: cars.id,
          productName: cars.productName,
          image: cars.image,
          make: cars.make,
          modelName: cars.modelName,
          trim: cars.trim,
          year: cars.year,
          mileage: cars.mileage,
          resalePrice: cars.resalePrice,
          saleStatus: cars.saleStatus,
          location: cars.location,
        })
        .from(cars)
        .where(comparableTo(car, yearWindow, soldSince));
    },

    async likeness(id: string) {
      const [row] = await db
        .select({
          id: cars.id,
          modelId: cars.modelId,
          make: cars.make,
          modelName: cars.modelName,
          price: cars.resalePrice,
          year: cars.year,
        })
        .from(cars)
        .where(eq(cars.id, id))
        .limit(1);
      return row;
    },

    /** A car as the contract shows it, by id. */
    async carById(id: string) {
      const [row] = await carsWithSeller().where(eq(cars.id, id)).limit(1);
      return row;
    },

    /** A car with its seller's review totals (kept by the reviews module; null before their first review). */
    async carWithSellerRating(id: string) {
      const [row] = await db
        .select({
          car: carColumns,
          ratingCount: sellerRatings.reviewCount,
          ratingSum: sellerRatings.ratingSum,
        })
        .from(cars)
        .innerJoin(carModels, eq(carModels.id, cars.modelId))
        .leftJoin(accounts, eq(accounts.id, cars.sellerId))
        .leftJoin(sellerRatings, eq(sellerRatings.sellerId, cars.sellerId))
        .where(eq(cars.id, id))
        .limit(1);
      return row;
    },

    /** What an edit needs to know of a car, locked until the transaction ends (a sale waits for the edit). */
    async lockForEdit(id: string) {
      const [row] = await db
        .select({
          id: cars.id,
          sellerId: cars.sellerId,
          dealerId: cars.dealerId,
          productName: cars.productName,
          saleStatus: cars.saleStatus,
          resalePrice: cars.resalePrice,
          mileage: cars.mileage,
          images: cars.images,
        })
        .from(cars)
        .where(eq(cars.id, id))
        .for('update');
      return row;
    },

    async updateCar(
      id: string,
      changes: Partial<
        Pick<
          NewCar,
          | 'resalePrice'
          | 'mileage'
          | 'description'
          | 'location'
          | 'zip'
          | 'latitude'
          | 'longitude'
          | 'image'
          | 'images'
        >
      >,
    ) {
      await db.update(cars).set(changes).where(eq(cars.id, id));
    },

    async addPriceChange(carId: string, price: number, at: Date) {
      await db.insert(carPriceChanges).values({ carId, price, at });
    },

    /** The car for sale with this VIN, if any. */
    /**
     * Another car of this VIN sold since `since` (its sale status sold, or a paid booking of it; read from the
     * bookings' table): the most recent such sale.
     */
    async soldByVinSince(vin: string, exceptId: string, since: Date) {
      const paidAt = sql<Date | null>`(select max(${bookings.paidAt}) from ${bookings}
        where ${bookings.carId} = ${cars.id} and ${bookings.paymentStatus} = 'paid')`;
      const soldAt = sql<Date>`greatest(case when ${cars.saleStatus} = 'sold' then ${cars.soldAt} end, ${paidAt})`;
      const [row] = await db
        .select({
          id: cars.id,
          productName: cars.productName,
          soldAt: soldAt.mapWith((value: string | Date) => new Date(value)),
        })
        .from(cars)
        .where(
          and(
            eq(cars.vin, vin),
            ne(cars.id, exceptId),
            sql`${soldAt} >= ${since.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(desc(soldAt))
        .limit(1);
      return row;
    },

    async forSaleByVin(vin: string) {
      const [row] = await db
        .select({ id: cars.id, productName: cars.productName, advertisedAt: cars.advertisedAt })
        .from(cars)
        .where(and(eq(cars.vin, vin), eq(cars.saleStatus, 'available')))
        .limit(1);
      return row;
    },

    /**
     * Inserts many cars at once, a few hundred rows per statement, each with its price history (`prices`, oldest
     * first; the car's price is the last). For the demo catalogue: one statement per batch, not one per car.
     */
    async insertCars(rows: (NewCar & { id: string; prices: { price: number; at: Date }[] })[]) {
      const batch = 300;
      for (let from = 0; from < rows.length; from += batch) {
        const slice = rows.slice(from, from + batch);
        await db.insert(cars).values(slice.map(({ prices: _prices, ...car }) => car));
        await db
          .insert(carPriceChanges)
          .values(slice.flatMap((car) => car.prices.map((change) => ({ carId: car.id, ...change }))));
      }
    },

    /** Inserts a car with its listing price as the start of its price history (call inside a transaction). */
    async insertCar(car: NewCar): Promise<string> {
      const [row] = await db
        .insert(cars)
        .values({ ...car, images: car.images ?? [car.image] })
        .returning({ id: cars.id });
      await db
        .insert(carPriceChanges)
        .values({ carId: row!.id, price: car.resalePrice, at: car.createdAt ?? new Date() });
      return row!.id;
    },
    /**
     * What an inventory file's row is compared with: the dealership's car of this stock number, or else of this VIN,
     * locked until the transaction ends when `lock` (a sale or an edit waits for the row).
     */
    async dealerCarFor(dealerId: string, stockNumber: string, vin: string | undefined, lock: boolean) {
      const query = db
        .select({
          id: cars.id,
          saleStatus: cars.saleStatus,
          productName: cars.productName,
          modelId: cars.modelId,
          resalePrice: cars.resalePrice,
          mileage: cars.mileage,
          description: cars.description,
          conditionType: cars.conditionType,
          make: cars.make,
          modelName: cars.modelName,
          trim: cars.trim,
          year: cars.year,
          fuelType: cars.fuelType,
          transmission: cars.transmission,
          drivetrain: cars.drivetrain,
          exteriorColor: cars.exteriorColor,
          vin: cars.vin,
          images: cars.images,
          stockNumber: cars.stockNumber,
        })
        .from(cars)
        .where(
          and(
            eq(cars.dealerId, dealerId),
            vin
              ? or(eq(cars.stockNumber, stockNumber), eq(cars.vin, vin))
              : eq(cars.stockNumber, stockNumber),
          ),
        )
        .orderBy(sql`${cars.stockNumber} = ${stockNumber} desc nulls last`, desc(cars.createdAt))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Writes an inventory file's row onto the dealership's car. */
    async updateImportedCar(id: string, changes: Partial<NewCar>) {
      await db.update(cars).set(changes).where(eq(cars.id, id));
    },

    /** The dealership's cars for sale, with whether a deal on each is under way (an unpaid booking, a reservation). */
    dealerCarsForSale(dealerId: string) {
      return db
        .select({
          id: cars.id,
          stockNumber: cars.stockNumber,
          vin: cars.vin,
          dealUnderWay: sql<boolean>`(exists (select 1 from ${bookings} where ${bookings.carId} = ${cars.id}
              and ${bookings.paymentStatus} = 'unpaid') or ${reservedUntil} is not null)`,
        })
        .from(cars)
        .where(and(eq(cars.dealerId, dealerId), eq(cars.saleStatus, 'available')))
        .orderBy(asc(cars.createdAt), asc(cars.id));
    },

    /** The seller's listings, every photo's address with them: part of the seller's data export. */
    exportFor(sellerId: string) {
      return db.select().from(cars).where(eq(cars.sellerId, sellerId)).orderBy(asc(cars.createdAt));
    },
    /**
     * Marks every car of a dealership changed, without changing it: the catalogue's cached pages and the search, which
     * show its name, read them again (the triggers of migrations 0006 and 0016 fire on any update of a car).
     */
    async touchDealerCars(dealerId: string) {
      await db
        .update(cars)
        .set({ dealerId: sql`${cars.dealerId}` })
        .where(eq(cars.dealerId, dealerId));
    },

    /** The seller's cars that belong to no dealership become this dealership's (the demo dealers' own). */
    async assignUnassignedToDealer(sellerId: string, dealerId: string) {
      await db
        .update(cars)
        .set({ dealerId })
        .where(and(eq(cars.sellerId, sellerId), isNull(cars.dealerId)));
    },
    /** Part of deleting a seller's account: the sold cars kept as records of their sales lose the seller's phone. */
    async anonymiseSoldOf(sellerId: string) {
      await db.update(cars).set({ phone: '' }).where(eq(cars.sellerId, sellerId));
    },
  };
}
