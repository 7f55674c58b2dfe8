import { sql } from 'drizzle-orm';
import { drivetrains, exteriorColors, fuelTypes, transmissions } from '@second-gear/contract';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table.ts';
import { dealers } from '../dealers/dealers.table.ts';

/** A list of allowed values as SQL, for a check constraint (written out, not bound: DDL takes no parameters). */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

export const carModels = pgTable(
  'car_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    model: text('model').notNull(),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('car_models_model_key').on(sql`lower(${table.model})`)],
);

export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the seller's account is deleted: only a sold car outlives its seller, as the record of the sale. */
    sellerId: uuid('seller_id').references(() => accounts.id, { onDelete: 'set null' }),
    modelId: uuid('model_id')
      .notNull()
      .references(() => carModels.id),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    /** Every photo, the cover (`image`) first (migration 0011). */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location').notNull(),
    resalePrice: integer('resale_price').notNull(),
    originalPrice: integer('original_price').notNull(),
    useYear: integer('use_year').notNull(),
    purchaseYear: integer('purchase_year').notNull(),
    conditionType: text('condition_type', { enum: ['Excellent', 'Good', 'Fair'] }).notNull(),
    description: text('description').notNull().default(''),
    saleStatus: text('sale_status', { enum: ['available', 'sold'] })
      .notNull()
      .default('available'),
    advertisedAt: timestamp('advertised_at', { withTimezone: true }),
    phone: text('phone').notNull(),
    postTime: text('post_time').notNull(),
    postDate: text('post_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Vehicle data (migration 0009). Null only on cars listed before it was asked for: the API requires it since.
    make: text('make'),
    modelName: text('model_name'),
    trim: text('trim'),
    year: integer('year'),
    mileage: integer('mileage'),
    fuelType: text('fuel_type', { enum: fuelTypes }),
    transmission: text('transmission', { enum: transmissions }),
    drivetrain: text('drivetrain', { enum: drivetrains }),
    exteriorColor: text('exterior_color', { enum: exteriorColors }),
    vin: text('vin'),
    zip: text('zip'),
    /** Where the ZIP code is, for distances (the search's cube/earthdistance). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** When the car was sold (set by a trigger, migration 0016): sold cars of the last year are deal comparables. */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /**
     * Hidden by a moderator or by its seller's suspension (see listing-visibility.ts): off every page and search but
     * its seller's own list, which shows why.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by', { enum: ['moderator', 'suspension'] }),
    hiddenReason: text('hidden_reason'),
    /** When its seller appealed the hiding: once per listing. */
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    /**
     * The dealership the car belongs to, when its staff listed it (`sellerId` is then the staff member who did); null
     * for a private seller's car.
     */
    dealerId: uuid('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    /** The dealership's own number for the car: an inventory file's rows are matched to cars by it (or the VIN). */
    stockNumber: text('stock_number'),
  },
  (table) => [
    index('cars_model_newest_idx').on(table.modelId, table.createdAt.desc(), table.id.desc()),
    index('cars_seller_idx').on(table.sellerId),
    index('cars_dealer_idx')
      .on(table.dealerId)
      .where(sql`${table.dealerId} is not null`),
    uniqueIndex('cars_dealer_stock_number_key')
      .on(table.dealerId, table.stockNumber)
      .where(sql`${table.stockNumber} is not null`),
    // The "Latest Collections" carousel reads only advertised cars that are still for sale.
    index('cars_advertised_idx')
      .on(table.advertisedAt.desc())
      .where(sql`${table.advertisedAt} is not null and ${table.saleStatus} = 'available'`),
    check('cars_condition_type_check', sql`${table.conditionType} in ('Excellent', 'Good', 'Fair')`),
    check('cars_sale_status_check', sql`${table.saleStatus} in ('available', 'sold')`),
    check('cars_prices_check', sql`${table.resalePrice} > 0 and ${table.originalPrice} > 0`),
    check('cars_years_check', sql`${table.useYear} >= 0 and ${table.purchaseYear} >= 1900`),
    // One listing for sale per VIN; a sold car's VIN may be listed again by its next owner.
    uniqueIndex('cars_vin_for_sale_key')
      .on(table.vin)
      .where(sql`${table.vin} is not null and ${table.saleStatus} = 'available'`),
    // A VIN listed again is checked against the sales of that VIN.
    index('cars_vin_idx')
      .on(table.vin)
      .where(sql`${table.vin} is not null`),
    index('cars_make_model_idx').on(table.make, table.modelName),
    check('cars_year_check', sql`${table.year} between 1900 and 2100`),
    check('cars_mileage_check', sql`${table.mileage} between 0 and 2000000`),
    check('cars_vin_check', sql`${table.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    check('cars_fuel_type_check', sql`${table.fuelType} in ${oneOf(fuelTypes)}`),
    check('cars_transmission_check', sql`${table.transmission} in ${oneOf(transmissions)}`),
    check('cars_drivetrain_check', sql`${table.drivetrain} in ${oneOf(drivetrains)}`),
    check('cars_exterior_color_check', sql`${table.exteriorColor} in ${oneOf(exteriorColors)}`),
    check('cars_zip_check', sql`${table.zip} ~ '^[0-9]{5}$'`),
    check(
      'cars_images_check',
      sql`cardinality(${table.images}) between 1 and 20 and ${table.images}[1] = ${table.image}`,
    ),
    check(
      'cars_hidden_check',
      sql`(${table.hiddenAt} is null) = (${table.hiddenBy} is null) and (${table.hiddenAt} is null) = (${table.hiddenReason} is null) and (${table.hiddenBy} is null or ${table.hiddenBy} in ('moderator', 'suspension'))`,
    ),
    check('cars_seller_check', sql`${table.sellerId} is not null or ${table.saleStatus} = 'sold'`),
  ],
);

/** Every price a car was offered at: the listing's price, then each change its seller made (oldest first by `at`). */
export const carPriceChanges = pgTable(
  'car_price_changes',
  {
    // In insertion order: two changes within one clock tick still keep their order.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('car_price_changes_car_idx').on(table.carId, table.at),
    check('car_price_changes_price_check', sql`${table.price} > 0`),
  ],
);

/**
 * One row counting the committed changes to what the catalogue shows (cars, car models, sellers' names and badges).
 * Triggers bump it in the transaction that makes the change (migration 0006), whichever module or instance writes:
 * a server's catalogue cache is current while this number has not moved.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalog_version_single_row_check', sql`${table.id}`)],
);
