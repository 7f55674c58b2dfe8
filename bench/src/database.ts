import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** The connection string of the embedded PostgreSQL a server runs in `dataDir` (reached through its socket). */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const socketDir = path.join(dataDir, 'postgres');
  return `postgresql://postgres:${encodeURIComponent(password)}@localhost/postgres?host=${encodeURIComponent(socketDir)}&port=5432`;
}

/** Connects to the embedded PostgreSQL of a running server's DATA_DIR. */
export async function connect(dataDir: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: await embeddedDatabaseUrl(dataDir) });
  await client.connect();
  return client;
}

/** How the seeded cars spread over the models, in percent: more SUVs and sedans than convertibles, as on a real lot. */
const modelShares: Record<string, number> = {
  SUV: 24,
  Sedan: 22,
  Pickup: 14,
  Hatchback: 12,
  Wagon: 10,
  Minivan: 8,
  Coupe: 6,
  Convertible: 4,
};
const sellerCount = 400;
const locations = [
  'Austin, TX',
  'Seattle, WA',
  'Denver, CO',
  'Chicago, IL',
  'Atlanta, GA',
  'Phoenix, AZ',
  'Boston, MA',
  'Portland, OR',
];

/**
 * Fills the catalogue up to `totalCars` cars in one transaction of set-based SQL: 400 sellers (a quarter verified), the
 * cars spread over the models by `modelShares`, listed over the last two years, a fifth of them sold and one in twenty
 * advertised; names, photos and descriptions reuse the demo cars of the same model.
 */
export async function seedCatalogue(dataDir: string, totalCars: number): Promise<{ cars: number }> {
  const client = await connect(dataDir);
  try {
    await client.query('begin');
    await client.query('select setseed(0.42)');
    await client.query(
      `insert into accounts (username, user_email, phone, location, account_status, seller_status)
       select 'Bench Seller ' || n, 'bench-seller-' || n || '@example.com', '+1 555 01' || lpad(n::text, 3, '0'),
              ($2::text[])[1 + n % cardinality($2::text[])], 'seller', case when n % 4 = 0 then 'verified' end
         from generate_series(1, $1::int) n
       on conflict (user_email) do nothing`,
      [sellerCount, locations],
    );
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from cars');
    const missing = totalCars - rows[0]!.count;
    if (missing > 0) {
      const modelSlots = Object.entries(modelShares).flatMap(([model, share]) =>
        Array.from({ length: share }, () => model.toLowerCase()),
      );
      await client.query(
        `create temporary table demo_of_model on commit drop as
           select m.id as model_id, m.image as model_image, m.position,
                  array_remove(array_agg(c.image), null) as images,
                  array_remove(array_agg(regexp_replace(c.product_name, '^\\d{4} ', '')), null) as names,
                  array_remove(array_agg(c.description), null) as descriptions
             from car_models m
             left join cars c on c.model_id = m.id
                  and not exists (select 1 from accounts a
                                   where a.id = c.seller_id and a.user_email like 'bench-seller-%')
            group by m.id`,
      );
      await client.query(
        `create temporary table bench_sellers on commit drop as
           select id, phone, location, row_number() over (order by user_email) - 1 as slot
             from accounts where user_email like 'bench-seller-%'`,
      );
      await client.query(
        `with listing as (
           select n, lower(($2::text[])[1 + floor(random() * cardinality($2::text[]))::int]) as model,
                  floor(random() * $3::int)::int as seller_slot,
                  now() - random() * interval '730 days' as created_at,
                  random() as fate, 2008 + floor(random() * 17)::int as purchase_year
             from generate_series(1, $1::int) n
         )
         insert into cars (seller_id, model_id, product_name, image, location, resale_price, original_price, use_year,
                           purchase_year, condition_type, description, sale_status, advertised_at, phone, post_time,
                           post_date, created_at)
         select s.id, m.id,
                l.purchase_year || ' ' || coalesce(d.names[1 + l.n % greatest(cardinality(d.names), 1)], m.model),
                coalesce(d.images[1 + l.n % greatest(cardinality(d.images), 1)], d.model_image),
                s.location,
                3000 + floor(random() * 40000)::int, 20000 + floor(random() * 40000)::int,
                greatest(0, 2026 - l.purchase_year), l.purchase_year,
                (array['Excellent','Good','Fair'])[1 + l.n % 3],
                coalesce(d.descriptions[1 + l.n % greatest(cardinality(d.descriptions), 1)], ''),
                case when l.fate < 0.2 then 'sold' else 'available' end,
                case when l.fate > 0.95 then least(now(), l.created_at + random() * interval '2 days') end,
                s.phone, to_char(l.created_at, 'FMHH12:MI AM'), to_char(l.created_at, 'FMDD/FMMM/YYYY'), l.created_at
           from listing l
           join car_models m on lower(m.model) = l.model
           join demo_of_model d on d.model_id = m.id
           join bench_sellers s on s.slot = l.seller_slot`,
        [missing, modelSlots, sellerCount],
      );
    }
    await client.query('commit');
    await client.query('analyze');
    const { rows: after } = await client.query<{ count: number }>('select count(*)::int as count from cars');
    return { cars: after[0]!.count };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** How many cars a model has. */
export async function carsOfModel(dataDir: string, model: string): Promise<number> {
  const client = await connect(dataDir);
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from cars c join car_models m on m.id = c.model_id
        where lower(m.model) = lower($1)`,
      [model],
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}
