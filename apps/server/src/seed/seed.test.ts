import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createFolderStorage } from '../modules/uploads/photo-storage.ts';
import { seedDatabase } from './seed.ts';

const log = pino({ level: 'silent' });

async function seededDatabase() {
  const database = await createTestDatabase();
  const { db, pool } = createDatabase(database.url, { max: 2 });
  const uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-seed-'));
  afterAll(async () => {
    await pool.end();
    await database.drop();
    await fs.rm(uploadsDir, { recursive: true, force: true });
  });
  const count = async (query: string) => Number((await pool.query(query)).rows[0].count);
  return { db, uploadsDir, count };
}

describe('seedDatabase', () => {
  // Renders every model's drawing to WebP in several widths: CPU-bound, past 30 s on two cores busy with other files.
  it('seeds models with shipped photos and a demo catalogue, once however often it runs', async () => {
    const { db, uploadsDir, count } = await seededDatabase();

    await seedDatabase({ db, photos: createFolderStorage(uploadsDir), demoData: true, log });
    await Promise.all([
      seedDatabase({ db, photos: createFolderStorage(uploadsDir), demoData: true, log }),
      seedDatabase({ db, photos: createFolderStorage(uploadsDir), demoData: true, log }),
    ]);

    expect(await count('select count(*) from car_models')).toBeGreaterThanOrEqual(6);
    // The five demo dealers own a dealership each, with their cars; the first has a salesperson too. Only once.
    expect(await count('select count(*) from dealers')).toBe(5);
    expect(await count("select count(*) from dealer_staff where role = 'owner'")).toBe(5);
    expect(
      await count(`select count(*) from dealer_staff s join accounts a on a.id = s.account_id
         join dealers d on d.id = s.dealer_id
         where s.role = 'sales' and a.user_email = 'jordan.reyes@example.com' and d.slug = 'lone-star-auto'`),
    ).toBe(1);
    expect(
      await count(`select count(*) from cars c join dealer_staff s on s.account_id = c.seller_id
         where c.dealer_id is distinct from s.dealer_id`),
    ).toBe(0);
    expect(await count('select count(*) from cars where dealer_id is not null')).toBeGreaterThanOrEqual(900);
    expect(
      await count(`select count(*) from cars c join accounts a on a.id = c.seller_id
         where a.user_email like '%@example.com' and c.dealer_id is not null`),
    ).toBe(0);
    // A database seeded before dealerships existed gains them at the next start.
    const dealerCars = await count('select count(*) from cars where dealer_id is not null');
    expect(await count('with gone as (delete from dealers returning 1) select count(*) from gone')).toBe(5);
    expect(await count('select count(*) from cars where dealer_id is not null')).toBe(0);
    await seedDatabase({ db, photos: createFolderStorage(uploadsDir), demoData: true, log });
    expect(await count('select count(*) from dealer_staff')).toBe(6);
    expect(await count('select count(*) from cars where dealer_id is not null')).toBe(dealerCars);
    expect(
      await count("select count(*) from accounts where account_status = 'seller'"),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count("select count(*) from accounts where seller_status = 'verified'"),
    ).toBeGreaterThanOrEqual(1);
    expect(await count('select count(*) from cars')).toBeGreaterThanOrEqual(1_500);
    expect(await count('select count(distinct model_id) from cars')).toBe(
      await count('select count(*) from car_models'),
    );
    expect(await count('select count(distinct zip) from cars')).toBeGreaterThanOrEqual(40);
    expect(await count('select count(distinct make) from cars')).toBeGreaterThanOrEqual(15);
    expect(await count('select count(distinct (make, model_name)) from cars')).toBeGreaterThanOrEqual(40);
    expect(await count('select count(*) from cars where advertised_at is not null')).toBeGreaterThanOrEqual(
      3,
    );
    // Sales of the last twelve months, for the deal ratings to stand on.
    expect(
      await count(
        "select count(*) from cars where sale_status = 'sold' and sold_at > now() - interval '12 months'",
      ),
    ).toBeGreaterThanOrEqual(150);
    expect(
      await count("select count(*) from cars where sale_status = 'sold' and sold_at <= created_at"),
    ).toBe(0);
    // A handful of price drops: a later, lower price than the listing's, which the car now asks.
    expect(
      await count(`select count(*) from cars c where resale_price < (
         select p.price from car_price_changes p where p.car_id = c.id order by p.at, p.id limit 1)`),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        'select count(*) from cars c where not exists (select 1 from car_price_changes p where p.car_id = c.id)',
      ),
    ).toBe(0);
    expect(await count('select count(distinct resale_price) from cars')).toBeGreaterThanOrEqual(250);
    expect(await count('select count(distinct condition_type) from cars')).toBe(3);
    expect(await count('select count(*) from cars where year is null or mileage is null')).toBe(0);
    // Prices follow the car: a newer car of a line asks more than an older one, on average.
    expect(
      await count(`select count(*) from (select make, model_name, corr(year, resale_price) as r from cars
         group by make, model_name having count(*) > 10) lines where r > 0.3`),
    ).toBeGreaterThanOrEqual(35);

    const buyer = "(select id from accounts where user_email = 'sam.lee@example.com')";
    expect(await count(`select count(*) from favorites where account_id = ${buyer}`)).toBeGreaterThanOrEqual(
      3,
    );
    expect(
      await count(`select count(*) from conversations where buyer_id = ${buyer}`),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count(
        `select count(*) from messages m join conversations c on c.id = m.conversation_id where c.buyer_id = ${buyer}`,
      ),
    ).toBeGreaterThanOrEqual(4);
    expect(await count("select count(*) from admin_grants where email = 'alex.morgan@example.com'")).toBe(1);
    const maya = "(select id from accounts where user_email = 'maya.patel@example.com')";
    // Enough of Maya's conversations for her usual reply time to show, and one waiting for her answer.
    expect(
      await count(`select count(*) from conversations where seller_id = ${maya}`),
    ).toBeGreaterThanOrEqual(5);
    // Maya's cars for sale have been shown and read for weeks, and only hers: her stats pages have a history.
    expect(
      await count(`select count(distinct day) from listing_impressions i join cars c on c.id = i.car_id
         where c.seller_id = ${maya} and c.sale_status = 'available'`),
    ).toBeGreaterThanOrEqual(30);
    expect(
      await count(
        `select count(*) from listing_visitors v join cars c on c.id = v.car_id where c.seller_id = ${maya}`,
      ),
    ).toBeGreaterThanOrEqual(100);
    expect(
      await count(`select count(*) from listing_impressions i join cars c on c.id = i.car_id
         where c.seller_id <> ${maya} or c.sale_status <> 'available'`),
    ).toBe(0);
    // Every demo seller keeps test-drive hours, so their cars' pages offer slots.
    expect(
      await count(
        "select count(*) from accounts a where a.account_status = 'seller' and not exists (select 1 from seller_availability s where s.account_id = a.id)",
      ),
    ).toBe(0);
    expect(
      await count(
        "select count(*) from auth_users where email = 'alex.morgan@example.com' and email_verified",
      ),
    ).toBe(1);

    // Each drawing of a line and paint shows the car from three sides.
    const photos = await fs.readdir(path.join(uploadsDir, 'catalogue'));
    for (const view of ['front', 'side', 'rear']) {
      expect(photos.filter((name) => name.endsWith(`-${view}-640.webp`)).length).toBeGreaterThanOrEqual(90);
    }
    const sizes = [320, 640, 1280].map(
      (width) => photos.filter((name) => name.endsWith(`-${width}.webp`)).length,
    );
    expect(new Set(sizes).size).toBe(1);
    const header = await fs.readFile(path.join(uploadsDir, 'catalogue', 'model-sedan-640.webp'));
    expect(header.subarray(8, 12).toString('ascii')).toBe('WEBP');
  }, 120_000);

  it('seeds only the models when demo data is off', async () => {
    const { db, uploadsDir, count } = await seededDatabase();

    await seedDatabase({ db, photos: createFolderStorage(uploadsDir), demoData: false, log });

    expect(await count('select count(*) from car_models')).toBeGreaterThanOrEqual(6);
    expect(await count('select count(*) from accounts')).toBe(0);
    expect(await count('select count(*) from admin_grants')).toBe(0);
    expect(await count('select count(*) from cars')).toBe(0);
  });
});
