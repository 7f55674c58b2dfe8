import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The journeys' server's embedded PostgreSQL, reached through its socket in the data directory. */
function databaseUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR!;
  const clusterDir = path.join(dataDir, 'postgres');
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@localhost/postgres?host=${encodeURIComponent(clusterDir)}&port=5432`;
}

/**
 * A dealership owned by the account of `ownerEmail`, written straight to the database (the journey's own data, as
 * the dealers' own journeys make through their pages).
 */
export async function seedDealership(ownerEmail: string, name: string) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const { rows } = await client.query<{ id: string }>(
      `insert into dealers (slug, name, zip, address, phone, hours)
       values ($1, $2, '78701', '100 Congress Ave, Austin, TX', '+1 512 555 0100', 'Mon–Sat 9–18') returning id`,
      [slug, name],
    );
    const dealerId = rows[0]!.id;
    await client.query(
      `insert into dealer_staff (dealer_id, account_id, role, joined_at)
       select $1, id, 'owner', now() from accounts where user_email = $2`,
      [dealerId, ownerEmail],
    );
    return { _id: dealerId, slug, name };
  } finally {
    await client.end();
  }
}
