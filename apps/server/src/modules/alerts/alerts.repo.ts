import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  favoriteAlerts,
  favoriteSummaries,
  instantAlertCursor,
  searchAlerts,
  searchDigests,
} from './alerts.table.ts';

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;

/** A saved search an alert may go out for, with its owner's address (saved searches and accounts are read in joins). */
export interface AlertedSearch {
  id: string;
  accountId: string;
  email: string;
  name: string;
  query: string;
  createdAt: Date;
}

export interface DueDigest extends AlertedSearch {
  frequency: 'daily' | 'weekly';
  /** `daily:2026-05-04`: the frequency and the local date of the 8:00 this digest is for. */
  period: string;
  /** News starts here: the previous digest's run, the search's creation, or one period ago, whichever is latest. */
  since: Date;
}

export interface FavoriteChange {
  accountId: string;
  email: string;
  carId: string;
  productName: string;
  image: string;
  price: number;
  /** The price last told (or when saved). */
  toldPrice: number;
  sold: boolean;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function createAlertsRepo(db: Executor) {
  return {
    /**
     * The instant alerts' position in the search's change log, locked for this transaction; undefined while another
     * server's sweep holds it (that sweep covers the same changes).
     */
    async lockCursor(): Promise<number | undefined> {
      const result = await db.execute<{ version: string }>(
        sql`select version from ${instantAlertCursor} for update skip locked`,
      );
      const row = result.rows[0];
      return row ? Number(row.version) : undefined;
    },

    async moveCursor(version: number) {
      await db.update(instantAlertCursor).set({ version });
    },

    /** The cars changed (listed, repriced, sold …) after `since`, and the version that covers them. */
    async changedCars(since: number): Promise<{ version: number; ids: string[] }> {
      const result = await db.execute<{ version: string; ids: string[] }>(
        sql`select (select version from search_version) as version,
                   coalesce((select array_agg(car_id) from search_changes where version > ${since}), '{}') as ids`,
      );
      const row = result.rows[0]!;
      return { version: Number(row.version), ids: row.ids };
    },

    async instantSearches(): Promise<AlertedSearch[]> {
      const result = await db.execute<AlertedSearch & Record<string, unknown>>(
        sql`select s.id, s.account_id as "accountId", a.user_email as email, s.name, s.query,
                   s.created_at as "createdAt"
              from saved_searches s join accounts a on a.id = s.account_id
             where s.alerts_on and s.frequency = 'instant'`,
      );
      return result.rows.map((row) => ({ ...row, createdAt: toDate(row.createdAt) }));
    },

    /**
     * Daily and weekly searches whose 8:00 (in their own time zone; weekly on Mondays) has come at `now` and whose
     * digest for it has not been made. A search saved after that 8:00 waits for the next one.
     */
    async dueDigests(now: Date): Promise<DueDigest[]> {
      const at = now.toISOString();
      const result = await db.execute<DueDigest & Record<string, unknown>>(
        sql`with local as (
              select s.*, a.user_email as email,
                     date_trunc(case when s.frequency = 'daily' then 'day' else 'week' end,
                                ${at}::timestamptz at time zone s.time_zone) + interval '8 hours' as local_run
                from saved_searches s join accounts a on a.id = s.account_id
               where s.alerts_on and s.frequency in ('daily', 'weekly'))
            select l.id, l.account_id as "accountId", l.email, l.name, l.query, l.created_at as "createdAt",
                   l.frequency, l.frequency || ':' || to_char(l.local_run, 'YYYY-MM-DD') as period,
                   greatest(l.created_at,
                            ${at}::timestamptz - case when l.frequency = 'daily' then interval '1 day'
                                                      else interval '7 days' end,
                            (select max(d.ran_at) from ${searchDigests} d where d.saved_search_id = l.id)) as since
              from local l
             where (l.local_run at time zone l.time_zone) <= ${at}::timestamptz
               and (l.local_run at time zone l.time_zone) > l.created_at
               and not exists (select 1 from ${searchDigests} d
                                where d.saved_search_id = l.id
                                  and d.period = l.frequency || ':' || to_char(l.local_run, 'YYYY-MM-DD'))
             order by l.time_zone, l.id`,
      );
      return result.rows.map((row) => ({
        ...row,
        createdAt: toDate(row.createdAt),
        since: toDate(row.since),
      }));
    },

    /** Cars for sale listed after `since`: every digest of a run looks only among them. */
    async listedSince(since: Date): Promise<string[]> {
      const result = await db.execute<{ id: string }>(
        sql`select id from cars
             where sale_status = 'available' and hidden_at is null and created_at > ${since.toISOString()}`,
      );
      return result.rows.map((row) => row.id);
    },

    /** Claims a search's digest for a period; false when another run has it. */
    async claimDigest(savedSearchId: string, period: string, ranAt: Date, cars: number): Promise<boolean> {
      const inserted = await db
        .insert(searchDigests)
        .values({ savedSearchId, period, ranAt, cars })
        .onConflictDoNothing()
        .returning({ period: searchDigests.period });
      return inserted.length > 0;
    },

    /** Records the cars an alert names; answers those not named to this search before. */
    async recordAlerts(savedSearchId: string, carIds: readonly string[], sentAt: Date): Promise<Set<string>> {
      if (carIds.length === 0) return new Set();
      const inserted = await db
        .insert(searchAlerts)
        .values(carIds.map((carId) => ({ savedSearchId, carId, sentAt })))
        .onConflictDoNothing()
        .returning({ carId: searchAlerts.carId });
      return new Set(inserted.map((row) => row.carId));
    },

    /** Saved cars sold, or cheaper than their owner was last told, whose owner has had no summary for a day. */
    async favoriteChanges(now: Date): Promise<FavoriteChange[]> {
      const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
      const result = await db.execute<FavoriteChange & Record<string, unknown>>(
        sql`select f.account_id as "accountId", a.user_email as email, f.car_id as "carId",
                   c.product_name as "productName", c.image, c.resale_price as price,
                   coalesce(t.price, f.price_when_saved) as "toldPrice", c.sale_status = 'sold' as sold
              from favorites f
              join cars c on c.id = f.car_id
              join accounts a on a.id = f.account_id
              left join ${favoriteAlerts} t on t.account_id = f.account_id and t.car_id = f.car_id
              left join ${favoriteSummaries} m on m.account_id = f.account_id
             where (m.sent_at is null or m.sent_at <= ${dayAgo}) and c.hidden_at is null
               and ((c.sale_status = 'sold' and not coalesce(t.sold, false))
                 or (c.sale_status = 'available' and c.resale_price < coalesce(t.price, f.price_when_saved)))
             order by f.account_id, f.saved_at desc`,
      );
      return result.rows;
    },

    /** Takes the account's summary for today: false when one went within the last day (another server's, maybe). */
    async claimSummary(accountId: string, now: Date): Promise<boolean> {
      const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
      const result = await db.execute(
        sql`insert into ${favoriteSummaries} (account_id, sent_at) values (${accountId}, ${now.toISOString()})
            on conflict (account_id) do update set sent_at = excluded.sent_at
            where ${favoriteSummaries.sentAt} <= ${dayAgo}
            returning account_id`,
      );
      return result.rows.length > 0;
    },

    /** What the account has now been told of each car. */
    async recordTold(accountId: string, told: { carId: string; price: number; sold: boolean }[]) {
      if (told.length === 0) return;
      await db
        .insert(favoriteAlerts)
        .values(told.map((car) => ({ accountId, ...car })))
        .onConflictDoUpdate({
          target: [favoriteAlerts.accountId, favoriteAlerts.carId],
          set: { price: sql`excluded.price`, sold: sql`excluded.sold` },
        });
    },
  };
}
