import type { ModerationItem } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../test/builders.ts';
import { bearer, signedUpAccount } from '../../test/sessions.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { seedDemoModeration, type DemoListing } from './demo-moderation.ts';

const adminEmail = 'alex.morgan@example.com';
const { app, db, pool } = await buildTestApp({ adminEmails: [adminEmail] });

const accountId = async (email: string) =>
  (await pool.query('select id from accounts where user_email = $1', [email])).rows[0].id as string;
const count = async (table: string) =>
  Number((await pool.query(`select count(*) from ${table}`)).rows[0].count);

describe('the demo’s moderation', () => {
  it('fills the queue and the audit log as real reports, flags and decisions do, once however often it runs', async () => {
    const admin = await signedUpAccount(app, 'buyer', { email: adminEmail });
    const buyer = await signedUpAccount(app, 'buyer');
    const reporter = await signedUpAccount(app, 'seller');
    const sellers = await Promise.all([signedUpAccount(app, 'seller'), signedUpAccount(app, 'seller')]);
    const modelId = (await createCarModel(db, 'Sedan')).id;
    const listings: DemoListing[] = [];
    for (const [index, seller] of [...sellers, ...sellers, ...sellers].entries()) {
      const sellerId = await accountId(seller.email);
      const car = await createCar(
        db,
        { sellerId, modelId },
        {
          saleStatus: index === 0 ? 'sold' : 'available',
          // The two sellers' first listings for sale show the same photo.
          ...(index === 1 || index === 2 ? { image: '/uploads/cars/shared-640.webp' } : {}),
        },
      );
      listings.push({ ...car, sellerId, saleStatus: car.saleStatus ?? 'available' });
    }
    const seed = async () =>
      db.transaction(async (tx) =>
        seedDemoModeration(tx, {
          now: Date.now(),
          admin: { id: await accountId(adminEmail), email: adminEmail },
          buyerId: await accountId(buyer.email),
          reporterId: await accountId(reporter.email),
          listings,
        }),
      );

    await seed();
    const queue = await app.inject({ method: 'GET', url: '/api/moderation', headers: bearer(admin) });
    expect(queue.statusCode, queue.body).toBe(200);
    const items = queue.json() as ModerationItem[];
    expect(items.map((item) => item.kind).sort()).toEqual(['car', 'message', 'photo']);
    expect(items.find((item) => item.kind === 'car')).toMatchObject({
      count: 2,
      reasons: { scam: 1, misleading: 1 },
    });
    expect(items.find((item) => item.kind === 'message')?.reasons).toMatchObject({ scam: 1 });

    const audit = await app.inject({ method: 'GET', url: '/api/audit', headers: bearer(admin) });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json() as { actor: string; action: string; reason: string | null }[];
    expect(entries).toContainEqual(
      expect.objectContaining({
        actor: adminEmail,
        action: 'dismiss',
        reason: expect.stringContaining('title'),
      }),
    );
    expect(entries.filter((entry) => entry.actor === 'automatic').map((entry) => entry.action)).toContain(
      'flag',
    );
    expect(
      [await count('bookings'), await count('reviews')],
      'no sale written around the payments: the demo’s sale and its review are made after start',
    ).toEqual([0, 0]);

    const tables = ['moderation_items', 'audit_log', 'reports', 'messages'];
    const before = await Promise.all(tables.map(count));
    await seed();
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
