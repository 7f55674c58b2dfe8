import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export const templateDatabase = 'second_gear_template';

/** A fresh database cloned from the migrated template; drop it when done. */
export async function createTestDatabase() {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `second_gear_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Tables that change besides the request: the per-address rate-limit counters, the outbox, whose worker marks
 * earlier requests' e-mails sent in the background, the push deliveries, whose workers do the same with notifications,
 * the alerts the job queue sends about earlier changes, and the reservations, which the settle job marks settled once the gateway released or took an earlier request's hold (each
 * refusal of a reservation call is checked by the reservations' own route tests), and the listings' impressions and
 * visitors (with the day's salt), which each server writes on its own schedule from what earlier reads tallied.
 */
const bookkeeping = [
  'auth_rate_limits',
  'mail_messages',
  'push_deliveries',
  'instant_alert_cursor',
  'search_alerts',
  'search_digests',
  'favorite_alerts',
  'favorite_summaries',
  'reservations',
  'listing_impressions',
  'listing_visitors',
  'visitor_salts',
];

const fingerprintQueries = new WeakMap<pg.Pool, Promise<string>>();

/**
 * A fingerprint of every table's rows: equal before and after a refused request, or something changed. It reads, per
 * table, the row count and the newest row version's transaction id (xmin) instead of hashing every row's text: every
 * committed insert or update writes a row version whose xmin is a newer transaction id than any already there, and a
 * delete lowers the count (a delete and an insert together still raise the xmin). Transaction ids grow until they wrap
 * around after 2^32 transactions, far beyond a test run. Tenfold cheaper than hashing every row, and stricter: an
 * update that writes the same values again counts as a change.
 */
export async function databaseDigest(pool: pg.Pool): Promise<string> {
  let query = fingerprintQueries.get(pool);
  if (!query) {
    query = fingerprintQuery(pool);
    fingerprintQueries.set(pool, query);
  }
  const { rows } = await pool.query<{ digest: string }>(await query);
  return rows[0]!.digest;
}

/** The tables are those of the migrated schema, fixed for a test file's run: listed once per pool. */
async function fingerprintQuery(pool: pg.Pool): Promise<string> {
  const tables = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> all($1) order by 1`,
    [bookkeeping],
  );
  const parts = tables.rows.map(
    ({ name }) =>
      `select '${name}:' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as h from "${name}"`,
  );
  return `select string_agg(h, ',' order by h) as digest from (${parts.join(' union all ')}) as rows`;
}
