import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { IndexedCar } from './search-index.ts';

export type SearchRepo = ReturnType<typeof createSearchRepo>;

/** A car as the index reads it (cars owns the table; the search reads it, as STYLE allows, in a join). */
const indexedColumns = sql`
  c.id, c.sale_status = 'available' as "forSale",
  (extract(epoch from c.sold_at) * 1000)::float8 as "soldAt",
  (extract(epoch from c.created_at) * 1000)::float8 as "listedAt",
  c.resale_price as price, c.year, c.mileage, c.make, c.model_name as "modelName", m.model as "bodyType",
  c.fuel_type as "fuelType", c.transmission, c.drivetrain, c.exterior_color as "exteriorColor",
  c.condition_type as "conditionType", coalesce(a.seller_status = 'verified', false) as verified,
  exists(select 1 from reservations r where r.car_id = c.id and r.state = 'active') as reserved,
  (select d.slug from dealers d where d.id = c.dealer_id) as dealer,
  c.latitude, c.longitude, concat_ws(' ', c.make, c.model_name, c.trim) as names,
  c.product_name || ' ' || c.description as text`;
const indexedFrom = sql`cars c join car_models m on m.id = c.model_id left join accounts a on a.id = c.seller_id`;

export interface PageCarRow {
  id: string;
  productName: string;
  image: string;
  make: string | null;
  modelName: string | null;
  trim: string | null;
  year: number | null;
  mileage: number | null;
  resalePrice: number;
  location: string;
  zip: string | null;
  fuelType: string | null;
  transmission: string | null;
  drivetrain: string | null;
  exteriorColor: string | null;
  conditionType: string;
  verified: boolean;
  /** The seller's review totals (null before their first review). */
  ratingCount: number | null;
  ratingSum: number | null;
  /** The dealership the car belongs to, read with the page (a renamed dealership shows its new name). */
  dealer: { slug: string; name: string } | null;
  listedAt: string;
  priceHistory: { price: number; at: string }[];
  reservedUntil: string | null;
}

export function createSearchRepo(db: Database) {
  return {
    /** The version the index is exact at, and the cars stamped after `since` (read in one statement). */
    async changesSince(since: number): Promise<{ version: number; ids: string[] }> {
      const result = await db.execute<{ version: string; ids: string[] }>(
        sql`select (select version from search_version) as version,
                   coalesce((select array_agg(car_id) from search_changes where version > ${since}), '{}') as ids`,
      );
      const row = result.rows[0]!;
      return { version: Number(row.version), ids: row.ids };
    },

    /**
     * A batch of the cars the index holds, in id order after `afterId`: for sale, or sold since `soldSince`. The batch
     * comes as one JSON value: parsing it is several times quicker than the driver's row-by-row decoding, which is
     * most of the build's time at 1,000,000 cars.
     */
    async indexedCars(soldSince: Date, afterId: string | null, limit: number): Promise<IndexedCar[]> {
      const result = await db.execute<{ batch: IndexedCar[] }>(
        sql`select coalesce(json_agg(to_json(batch) order by batch.id), '[]') as batch
              from (select ${indexedColumns} from ${indexedFrom}
                     where (c.sale_status = 'available' or c.sold_at >= ${soldSince.toISOString()})
                       and c.hidden_at is null
                       ${afterId ? sql`and c.id > ${afterId}` : sql``}
                     order by c.id limit ${limit}) batch`,
      );
      return result.rows[0]!.batch;
    },

    /**
     * Which database this is: its cluster's system identifier where the role may read it, and its name. A search
     * index snapshot is used only with the database it was made from.
     */
    async databaseIdentity(): Promise<string> {
      const name = await db.execute<{ name: string }>(sql`select current_database() as name`);
      try {
        const cluster = await db.execute<{ id: string }>(
          sql`select system_identifier::text as id from pg_control_system()`,
        );
        return `${cluster.rows[0]!.id}/${name.rows[0]!.name}`;
      } catch {
        return name.rows[0]!.name;
      }
    },

    /** These cars as they are now (a deleted or hidden one is missing). */
    async carsById(ids: readonly string[]): Promise<IndexedCar[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<IndexedCar & Record<string, unknown>>(
        sql`select ${indexedColumns} from ${indexedFrom}
             where c.id = any(${sql.param(ids)}::uuid[]) and c.hidden_at is null`,
      );
      return result.rows;
    },

    /** What a result card shows of each car. */
    async pageCars(ids: readonly string[]): Promise<PageCarRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<PageCarRow & Record<string, unknown>>(
        sql`select c.id, c.product_name as "productName", c.image, c.make, c.model_name as "modelName", c.trim,
                   c.year, c.mileage, c.resale_price as "resalePrice", c.location, c.zip, c.fuel_type as "fuelType",
                   c.transmission, c.drivetrain, c.exterior_color as "exteriorColor",
                   c.condition_type as "conditionType", coalesce(a.seller_status = 'verified', false) as verified,
                   sr.review_count as "ratingCount", sr.rating_sum as "ratingSum",
                   (select json_build_object('slug', d.slug, 'name', d.name) from dealers d where d.id = c.dealer_id)
                     as dealer,
                   c.created_at as "listedAt",
                   coalesce((select json_agg(json_build_object('price', p.price, 'at', p.at) order by p.at, p.id)
                               from car_price_changes p where p.car_id = c.id), '[]'::json) as "priceHistory",
                   (select r.expires_at from reservations r where r.car_id = c.id and r.state = 'active')
                     as "reservedUntil"
              from cars c left join accounts a on a.id = c.seller_id
                   left join seller_ratings sr on sr.seller_id = c.seller_id
             where c.id = any(${sql.param(ids)}::uuid[]) and c.sale_status = 'available' and c.hidden_at is null`,
      );
      return result.rows;
    },

    /** Our car model (body type) of this name, in any case, as we spell it. */
    async bodyType(name: string): Promise<string | undefined> {
      const result = await db.execute<{ model: string }>(
        sql`select model from car_models where lower(model) = lower(${name}) limit 1`,
      );
      return result.rows[0]?.model;
    },
  };
}
