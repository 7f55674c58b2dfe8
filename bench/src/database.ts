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
  // A connection lost between queries (its PostgreSQL stopped by Ctrl-C's clean-up) is an 'error' event, which
  // unheard ends the process before the clean-up has removed its folders; a query on it still fails as it should.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/**
 * Marks `email`'s address verified, standing in for the click on the e-mailed link: listing, booking and messaging
 * need a verified address.
 */
export async function verifyAddress(database: pg.Client, email: string): Promise<void> {
  await database.query('update auth_users set email_verified = true where email = $1', [email]);
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
      // Each generated car copies a demo car of its body type (make, model, trim, photos, what it cost new), with a
      // year, miles and condition of its own, priced as the demo catalogue is (seed/market-value.ts, in SQL), and
      // placed at one of the demo catalogue's ZIP codes across the country.
      await client.query(
        `create temporary table demo_of_model on commit drop as
           select m.id as model_id, m.position,
                  array_remove(array_agg(c.id), null) as demo_ids
             from car_models m
             left join cars c on c.model_id = m.id
                  and not exists (select 1 from accounts a
                                   where a.id = c.seller_id and a.user_email like 'bench-seller-%')
            group by m.id`,
      );
      await client.query(
        `create temporary table demo_places on commit drop as
           select row_number() over (order by zip) - 1 as slot, zip, latitude, longitude, location
             from (select distinct on (zip) zip, latitude, longitude, location from cars
                    where zip is not null and latitude is not null) places`,
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
                  random() as fate, 2008 + floor(random() * 18)::int as year, random() as drive,
                  (array['Excellent','Good','Fair'])[1 + n % 3] as condition
             from generate_series(1, $1::int) n
         ), priced as (
           select l.*, greatest(0, extract(year from now())::int - l.year) as age,
                  floor(greatest(extract(year from now())::int - l.year, 0.5) * 12000 * (0.4 + l.drive * 1.2))::int
                    as mileage
             from listing l
         )
         insert into cars (seller_id, model_id, product_name, image, images, location, resale_price, original_price,
                           use_year, purchase_year, condition_type, description, sale_status, advertised_at, phone,
                           post_time, post_date, created_at, make, model_name, trim, year, mileage, fuel_type,
                           transmission, drivetrain, exterior_color, zip, latitude, longitude)
         select s.id, m.id,
                p.year || ' ' || dc.make || ' ' || dc.model_name || coalesce(' ' || dc.trim, ''),
                dc.image, dc.images, z.location,
                greatest(500, round(dc.original_price
                  * case when p.age = 0 then 0.9 else 0.8 * power(0.92, p.age - 1) end
                  * least(1.15, greatest(0.4, 1 - 0.003 * ((p.mileage - greatest(p.age, 0.5) * 12000) / 1000.0)))
                  * case p.condition when 'Excellent' then 1.05 when 'Good' then 1 else 0.95 end / 100) * 100)::int,
                dc.original_price, p.age, p.year, p.condition, dc.description,
                case when p.fate < 0.2 then 'sold' else 'available' end,
                case when p.fate > 0.95 then least(now(), p.created_at + random() * interval '2 days') end,
                s.phone, to_char(p.created_at, 'FMHH12:MI AM'), to_char(p.created_at, 'FMDD/FMMM/YYYY'), p.created_at,
                dc.make, dc.model_name, dc.trim, p.year, p.mileage, dc.fuel_type, dc.transmission, dc.drivetrain,
                dc.exterior_color, z.zip, z.latitude, z.longitude
           from priced p
           join car_models m on lower(m.model) = p.model
           join demo_of_model d on d.model_id = m.id
           join cars dc on dc.id = d.demo_ids[1 + p.n % greatest(cardinality(d.demo_ids), 1)]
           join demo_places z on z.slot = p.n % (select count(*) from demo_places)
           join bench_sellers s on s.slot = p.seller_slot`,
        [missing, modelSlots, sellerCount],
      );
      // Every car's history starts at its listing price.
      await client.query(
        `insert into car_price_changes (car_id, price, at)
           select c.id, c.resale_price, c.created_at from cars c
            where not exists (select 1 from car_price_changes p where p.car_id = c.id)`,
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
