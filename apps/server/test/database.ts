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
 * earlier requests' e-mails sent in the background, and the alerts the job queue sends about earlier changes.
 */
const bookkeeping = [
  'auth_rate_limits',
  'mail_messages',
  'instant_alert_cursor',
  'search_alerts',
  'search_digests',
  'favorite_alerts',
  'favorite_summaries',
];

/** A fingerprint of every row of every table: equal before and after a refused request, or something changed. */
export async function databaseDigest(pool: pg.Pool): Promise<string> {
  const tables = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> all($1) order by 1`,
    [bookkeeping],
  );
  const parts = tables.rows.map(
    ({ name }) =>
      `select '${name}:' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t`,
  );
  const { rows } = await pool.query<{ digest: string }>(
    `select md5(string_agg(h, ',' order by h)) as digest from (${parts.join(' union all ')}) as rows(h)`,
  );
  return rows[0]!.digest;
}
