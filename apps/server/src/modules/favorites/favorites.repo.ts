import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countByCarAndDay, type DailyCount } from '../../lib/daily-counts.ts';
import { favorites } from './favorites.table.ts';

export type FavoritesRepo = ReturnType<typeof createFavoritesRepo>;

export function createFavoritesRepo(db: Executor) {
  /** The account's saving of one car, if it saved it. */
  async function find(accountId: string, carId: string) {
    const [row] = await db
      .select({
        carId: favorites.carId,
        priceWhenSaved: favorites.priceWhenSaved,
        savedAt: favorites.savedAt,
      })
      .from(favorites)
      .where(and(eq(favorites.accountId, accountId), eq(favorites.carId, carId)));
    return row;
  }

  return {
    /** Saves of each car per day (its current savers: an unsaved car is no longer counted). */
    countsByDay(carIds: readonly string[], since: Date | null): Promise<DailyCount[]> {
      return countByCarAndDay(
        db,
        { car: favorites.carId, at: favorites.savedAt, from: sql`${favorites}` },
        carIds,
        since,
      );
    },

    find,

    /**
     * Saves the car for the account unless it is saved already (the first price and time are kept) or the account
     * holds `limit` cars. Run it in a transaction: the account's saves queue behind a lock, so two at once cannot
     * pass the limit.
     */
    async save(entry: {
      accountId: string;
      carId: string;
      priceWhenSaved: number;
      savedAt: Date;
      limit: number;
    }): Promise<'saved' | 'already-saved' | 'full'> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${'favorites:' + entry.accountId}, 0))`,
      );
      const inserted = await db.execute(sql`
        insert into ${favorites} (account_id, car_id, price_when_saved, saved_at)
        select ${entry.accountId}, ${entry.carId}, ${entry.priceWhenSaved}, ${entry.savedAt}
        where (select count(*) from ${favorites} where account_id = ${entry.accountId}) < ${entry.limit}
        on conflict do nothing
        returning car_id`);
      if (inserted.rows.length > 0) return 'saved';
      return (await find(entry.accountId, entry.carId)) ? 'already-saved' : 'full';
    },

    async remove(accountId: string, carId: string): Promise<number> {
      const removed = await db
        .delete(favorites)
        .where(and(eq(favorites.accountId, accountId), eq(favorites.carId, carId)))
        .returning({ carId: favorites.carId });
      return removed.length;
    },

    /** The account's saved cars, the latest saved first. */
    list(accountId: string) {
      return db
        .select({
          carId: favorites.carId,
          priceWhenSaved: favorites.priceWhenSaved,
          savedAt: favorites.savedAt,
        })
        .from(favorites)
        .where(eq(favorites.accountId, accountId))
        .orderBy(desc(favorites.savedAt), desc(favorites.carId));
    },
    /** Every car the account saved: part of its data export. */
    exportFor(accountId: string) {
      return db
        .select()
        .from(favorites)
        .where(eq(favorites.accountId, accountId))
        .orderBy(desc(favorites.savedAt));
    },
  };
}
