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
    expect(
      await count("select count(*) from accounts where account_status = 'seller'"),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count("select count(*) from accounts where seller_status = 'verified'"),
    ).toBeGreaterThanOrEqual(1);
    expect(await count('select count(*) from cars')).toBeGreaterThanOrEqual(20);
    expect(await count('select count(distinct model_id) from cars')).toBe(
      await count('select count(*) from car_models'),
    );
    expect(await count('select count(*) from cars where advertised_at is not null')).toBeGreaterThanOrEqual(
      3,
    );
    expect(await count("select count(*) from cars where sale_status = 'sold'")).toBeGreaterThanOrEqual(1);
    expect(await count('select count(distinct resale_price) from cars')).toBeGreaterThanOrEqual(20);
    expect(await count('select count(distinct condition_type) from cars')).toBe(3);

    const photos = await fs.readdir(path.join(uploadsDir, 'catalogue'));
    const sizes = [320, 640, 1280].map(
      (width) => photos.filter((name) => name.endsWith(`-${width}.webp`)).length,
    );
    expect(sizes.every((n) => n >= 8 + 20)).toBe(true);
    const header = await fs.readFile(path.join(uploadsDir, 'catalogue', 'model-sedan-640.webp'));
    expect(header.subarray(8, 12).toString('ascii')).toBe('WEBP');
  }, 120_000);

  it('seeds only the models when demo data is off', async () => {
    const { db, uploadsDir, count } = await seededDatabase();

    await seedDatabase({ db, photos: createFolderStorage(uploadsDir), demoData: false, log });

    expect(await count('select count(*) from car_models')).toBeGreaterThanOrEqual(6);
    expect(await count('select count(*) from accounts')).toBe(0);
    expect(await count('select count(*) from cars')).toBe(0);
  });
});
