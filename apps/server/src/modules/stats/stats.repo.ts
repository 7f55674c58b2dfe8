import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { utcDay, type DailyCount } from '../../lib/daily-counts.ts';
import { cars } from '../cars/cars.table.ts';
import { listingImpressions, listingVisitors, visitorSalts } from './stats.table.ts';

export type StatsRepo = ReturnType<typeof createStatsRepo>;

export function createStatsRepo(db: Executor) {
  /** Per car and day from one of the day-keyed tables: `n` is its column, or the count of its rows. */
  async function byDay(
    n: SQL,
    table: typeof listingImpressions | typeof listingVisitors,
    carIds: readonly string[],
    since: Date | null,
  ): Promise<DailyCount[]> {
    if (carIds.length === 0) return [];
    const found = await db.execute<{ car_id: string; day: string; n: number }>(sql`
      select car_id, to_char(day, 'YYYY-MM-DD') as day, ${n} as n from ${table}
      where car_id = any(${sql.param(carIds)}::uuid[])
        ${since ? sql`and day >= ${utcDay(since)}::date` : sql``}
      ${table === listingVisitors ? sql`group by car_id, day` : sql``}`);
    return found.rows.map((row) => ({ carId: row.car_id, day: row.day, n: row.n }));
  }

  return {
    /**
     * Adds tallied impressions in one statement; a car deleted since it was shown is skipped. Several servers adding
     * to one row at once are serialised by the row's lock, so no count is lost; rows are taken in one order, so two
     * servers' batches wait for each other instead of deadlocking.
     */
    async addImpressions(rows: readonly DailyCount[]) {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into ${listingImpressions} (car_id, day, n)
        select shown.car_id, shown.day, shown.n
        from unnest(${sql.param(rows.map((row) => row.carId))}::uuid[], ${sql.param(rows.map((row) => row.day))}::date[],
          ${sql.param(rows.map((row) => row.n))}::int[]) as shown (car_id, day, n)
        join ${cars} on ${cars.id} = shown.car_id
        order by shown.car_id, shown.day
        on conflict (car_id, day) do update set n = ${listingImpressions.n} + excluded.n`);
    },

    /** Records visitors of car pages; a visitor already recorded that day stays one row (two servers alike). */
    async addVisitors(rows: readonly { carId: string; day: string; visitor: string }[]) {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into ${listingVisitors} (car_id, day, visitor)
        select seen.car_id, seen.day, seen.visitor
        from unnest(${sql.param(rows.map((row) => row.carId))}::uuid[], ${sql.param(rows.map((row) => row.day))}::date[],
          ${sql.param(rows.map((row) => row.visitor))}::text[]) as seen (car_id, day, visitor)
        join ${cars} on ${cars.id} = seen.car_id
        order by seen.car_id, seen.day, seen.visitor
        on conflict do nothing`);
    },

    /**
     * The salt of `day`, made by whichever server asks first; salts of days before `keepFrom` are deleted, so a past
     * day's visitor keys can no longer be matched to anyone.
     */
    async saltOf(day: string, candidate: string, keepFrom: string): Promise<string> {
      await db.execute(sql`delete from ${visitorSalts} where day < ${keepFrom}`);
      // Two statements: a server that lost the race waits on the winner's row, and only a later statement sees it.
      await db.execute(
        sql`insert into ${visitorSalts} (day, salt) values (${day}, ${candidate}) on conflict (day) do nothing`,
      );
      const found = await db.execute<{ salt: string }>(
        sql`select salt from ${visitorSalts} where day = ${day}`,
      );
      return found.rows[0]!.salt;
    },

    impressionsByDay(carIds: readonly string[], since: Date | null): Promise<DailyCount[]> {
      return byDay(sql`n`, listingImpressions, carIds, since);
    },

    viewsByDay(carIds: readonly string[], since: Date | null): Promise<DailyCount[]> {
      return byDay(sql`count(*)::int`, listingVisitors, carIds, since);
    },
  };
}
