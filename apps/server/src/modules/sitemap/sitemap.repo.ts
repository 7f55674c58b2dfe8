import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { users } from '../auth/auth.table.ts';
import { carPriceChanges, cars } from '../cars/cars.table.ts';
import { dealers } from '../dealers/dealers.table.ts';
import { reviews } from '../reviews/reviews.table.ts';

export type SitemapRepo = ReturnType<typeof createSitemapRepo>;

/** The kinds of page the sitemap lists from the data, each read in the order of its id. */
export const thingKinds = ['cars', 'sellers', 'dealers'] as const;
export type ThingKind = (typeof thingKinds)[number];

/** One page of a thing: its id (the keyset), what its address is made of, and when it last changed. */
export interface ThingRow {
  id: string;
  /** The address's last segment: the car's or seller's id, the dealership's slug. */
  key: string;
  lastmod: Date;
}

/** A car anyone may open and buy: for sale and not hidden by a moderator or its seller's suspension. */
const carOnSale = (car: typeof cars) => sql`${car.saleStatus} = 'available' and ${car.hiddenAt} is null`;

/** When the car last changed as its page shows it: listed, or its price changed (the only changes with a time). */
const carLastChange = sql`greatest(${cars.createdAt}, (select max(${carPriceChanges.at}) from ${carPriceChanges} where ${carPriceChanges.carId} = ${cars.id}))`;

/**
 * What each kind of page is read from: the rows that have a public page worth finding, in the order of `id`. A seller
 * is listed while they have a car on sale and are not suspended (a profile with nothing to buy is left to links); a
 * dealership always has its storefront.
 */
const sources: Record<ThingKind, { select: SQL; from: SQL; where: SQL; id: SQL }> = {
  cars: {
    select: sql`${cars.id}::text as id, ${cars.id}::text as key, ${carLastChange} as lastmod`,
    from: sql`${cars}`,
    where: carOnSale(cars),
    id: sql`${cars.id}`,
  },
  sellers: {
    select: sql`${accounts.id}::text as id, ${accounts.id}::text as key, greatest(
      ${accounts.createdAt},
      (select max(${cars.createdAt}) from ${cars} where ${cars.sellerId} = ${accounts.id} and ${carOnSale(cars)}),
      (select max(greatest(${reviews.createdAt}, ${reviews.editedAt}, ${reviews.repliedAt})) from ${reviews}
        where ${reviews.sellerId} = ${accounts.id})
    ) as lastmod`,
    from: sql`${accounts} left join ${users} on ${users.id} = ${accounts.userId}`,
    where: sql`${accounts.accountStatus} = 'seller' and ${users.suspendedAt} is null
      and exists (select 1 from ${cars} where ${cars.sellerId} = ${accounts.id} and ${carOnSale(cars)})`,
    id: sql`${accounts.id}`,
  },
  dealers: {
    select: sql`${dealers.id}::text as id, ${dealers.slug} as key, greatest(
      ${dealers.updatedAt},
      (select max(${cars.createdAt}) from ${cars} where ${cars.dealerId} = ${dealers.id} and ${carOnSale(cars)})
    ) as lastmod`,
    from: sql`${dealers}`,
    where: sql`true`,
    id: sql`${dealers.id}`,
  },
};

type RawRow = { id: string; key: string; lastmod: Date | string };
const toThingRow = (row: RawRow): ThingRow => ({ id: row.id, key: row.key, lastmod: new Date(row.lastmod) });

/**
 * What the sitemap reads of other modules' tables (cars, accounts, dealers, reviews), in joins: it owns no table and
 * writes nothing.
 */
export function createSitemapRepo(db: Executor) {
  return {
    /** How many pages of `kind` there are from the id `from` on (a part's worth at most, when asked of a part). */
    async countFrom(kind: ThingKind, from: string): Promise<number> {
      const { from: tables, where, id } = sources[kind];
      const { rows } = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from ${tables} where ${where} and ${id} >= ${from}::uuid`,
      );
      return rows[0]?.count ?? 0;
    },

    /**
     * The id each part of `kind` starts at, when its pages are cut into parts of `size`: one pass over the ids, none
     * of the rows kept.
     */
    async partStarts(kind: ThingKind, size: number): Promise<string[]> {
      const { from, where, id } = sources[kind];
      const { rows } = await db.execute<{ id: string }>(sql`
        select id from (
          select ${id}::text as id, row_number() over (order by ${id}) as n from ${from} where ${where}
        ) numbered
        where (n - 1) % ${size} = 0
        order by id`);
      return rows.map((row) => row.id);
    },

    /** Up to `limit` pages of `kind` from the id `from` on (`inclusive`) or after it, in the order of their ids. */
    async batch(
      kind: ThingKind,
      after: { id: string; inclusive: boolean } | null,
      limit: number,
    ): Promise<ThingRow[]> {
      const source = sources[kind];
      const keyset = after
        ? after.inclusive
          ? sql`and ${source.id} >= ${after.id}::uuid`
          : sql`and ${source.id} > ${after.id}::uuid`
        : sql``;
      const { rows } = await db.execute<RawRow>(sql`
        select ${source.select} from ${source.from} where ${source.where} ${keyset}
        order by ${source.id} limit ${limit}`);
      return rows.map(toThingRow);
    },

    /** When the newest car on sale was listed: the home page and the search change with it. */
    async newestListing(): Promise<Date | null> {
      const { rows } = await db.execute<{ at: Date | string | null }>(
        sql`select max(${cars.createdAt}) as at from ${cars} where ${carOnSale(cars)}`,
      );
      const at = rows[0]?.at;
      return at ? new Date(at) : null;
    },
  };
}
