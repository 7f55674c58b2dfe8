import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel, createPaidBooking } from '../../../test/builders.ts';
import { aListingBody, uploadPhoto } from '../../../test/listings.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const now = new Date('2026-06-15T12:00:00Z');
const { app, db, pool } = await buildTestApp({ clock: () => now });
const day = 86_400_000;

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Person;
let sellerId: string;
let buyerId: string;
let modelId: string;
let photo: Buffer;

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Sedan')).id;
  seller = await signedUpAccount(app, 'seller');
  const buyer = await signedUpAccount(app, 'buyer');
  const idOf = async (email: string) =>
    (await pool.query('select id from accounts where user_email = $1', [email])).rows[0].id as string;
  [sellerId, buyerId] = await Promise.all([idOf(seller.email), idOf(buyer.email)]);
  photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#1f4e8c' } })
    .jpeg()
    .toBuffer();
});

async function list(vin: string): Promise<string> {
  const image = await uploadPhoto(app, seller, photo);
  const listed = await app.inject({
    method: 'POST',
    url: '/api/allCar',
    headers: bearer(seller),
    payload: aListingBody(image, { description: 'One owner.', vin }),
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().insertedId;
}

/** The automatic flags of a listing, as the audit log keeps each; the moderators' queue holds the listing once. */
const flagsOf = async (carId: string) =>
  (
    await pool.query(
      `select target_kind, reason, change from audit_log
        where actor = 'automatic' and action = 'flag' and target_id = $1 order by at`,
      [carId],
    )
  ).rows.map((row) => ({
    kind: row.target_kind,
    targetId: carId,
    reason: row.reason,
    detail: row.change.detail,
  }));

const queued = async (carId: string) =>
  (
    await pool.query(`select kind, reasons from moderation_items where target_id = $1 and state = 'open'`, [
      carId,
    ])
  ).rows;

describe('a VIN listed again soon after its sale', () => {
  it('is flagged within 30 days of the sale (sold status or a paid booking), by the clock', async () => {
    const vin = '1HGCM82633A004352';
    const sold = await createCar(
      db,
      { sellerId, modelId },
      { vin, saleStatus: 'sold', soldAt: new Date(now.getTime() - 29 * day) },
    );
    const relisted = await list(vin);
    expect(await flagsOf(relisted)).toEqual([
      {
        kind: 'vin',
        targetId: relisted,
        reason: expect.stringContaining('This VIN was sold 29 days ago'),
        detail: { vin, soldCarId: sold.id, soldAt: new Date(now.getTime() - 29 * day).toISOString() },
      },
    ]);
    expect(await queued(relisted)).toEqual([
      { kind: 'vin', reasons: { [(await flagsOf(relisted))[0]!.reason]: 1 } },
    ]);

    // A paid booking is a sale too, whatever the car's status says.
    const booked = '11111111111111111';
    const paidCar = await createCar(db, { sellerId, modelId }, { vin: booked, saleStatus: 'sold' });
    await pool.query('update cars set sold_at = $2 where id = $1', [
      paidCar.id,
      new Date(now.getTime() - 90 * day),
    ]);
    await createPaidBooking(db, { carId: paidCar.id, buyerId }, new Date(now.getTime() - 3 * day));
    expect((await flagsOf(await list(booked))).map((flag) => flag.kind)).toEqual(['vin']);
  });

  it('is not flagged from the 31st day after the sale, nor for a VIN never sold', async () => {
    const vin = '1M8GDM9AXKP042788';
    await createCar(
      db,
      { sellerId, modelId },
      { vin, saleStatus: 'sold', soldAt: new Date(now.getTime() - 30 * day - 1000) },
    );
    const late = await list(vin);
    expect(await flagsOf(late)).toEqual([]);
    expect(await queued(late)).toEqual([]);

    expect(await flagsOf(await list('2T1BURHE2JC074321'))).toEqual([]);
  });
});
