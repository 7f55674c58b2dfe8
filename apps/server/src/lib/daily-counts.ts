import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/** How many of something a car had on one UTC day (`day` as YYYY-MM-DD). */
export interface DailyCount {
  carId: string;
  day: string;
  n: number;
}

/**
 * What a module counts for a listing's stats from its own table: per car and UTC day, from `since` on (null: all
 * time). Each owning module answers for its own rows; the stats page only adds them up.
 */
export type CountSource = (carIds: readonly string[], since: Date | null) => Promise<DailyCount[]>;

/** The UTC day of an instant, as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The rows of one table per car and UTC day: the one query every counting module runs on its own table. */
export async function countByCarAndDay(
  db: Executor,
  rows: { car: PgColumn; at: PgColumn; from: SQL; where?: SQL },
  carIds: readonly string[],
  since: Date | null,
): Promise<DailyCount[]> {
  if (carIds.length === 0) return [];
  const found = await db.execute<{ car_id: string; day: string; n: number }>(sql`
    select ${rows.car} as car_id, to_char(${rows.at} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
    from ${rows.from}
    where ${rows.car} = any(${sql.param(carIds)}::uuid[])
      ${since ? sql`and ${rows.at} >= ${since.toISOString()}::timestamptz` : sql``}
      ${rows.where ? sql`and ${rows.where}` : sql``}
    group by 1, 2`);
  return found.rows.map((row) => ({ carId: row.car_id, day: row.day, n: row.n }));
}
