import fs from 'node:fs/promises';
import path from 'node:path';
import { photoWidths } from '@second-gear/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCarModel } from '../../../test/builders.ts';
import { aListingBody, uploadPhoto } from '../../../test/listings.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createFolderStorage } from '../uploads/photo-storage.ts';
import { createUploadsRepo } from '../uploads/uploads.repo.ts';
import { createUploadsService } from '../uploads/uploads.service.ts';

const { app, db, pool, uploadsDir } = await buildTestApp({ adminEmails: ['moderator@example.com'] });
const sweeper = createUploadsService({
  repo: createUploadsRepo(db),
  storage: createFolderStorage(uploadsDir),
  clock: () => new Date(),
});

// The year it is tomorrow: the cases built on it hold even when the test runs across New Year's midnight (on 31
// December, the year after it is the year after next: still in the future).
const yearTomorrow = new Date(Date.now() + 86_400_000).getFullYear();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let owner: Person;
let otherSeller: Person;
let buyer: Person;
let admin: Person;
let photo: Buffer;

beforeAll(async () => {
  await createCarModel(db, 'Sedan');
  owner = await signedUpAccount(app, 'seller');
  otherSeller = await signedUpAccount(app, 'seller');
  buyer = await signedUpAccount(app, 'buyer');
  admin = await signedUpAccount(app, 'buyer', { email: 'moderator@example.com' });
  photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#1f4e8c' } })
    .jpeg()
    .toBuffer();
});

const upload = (person: Person) => uploadPhoto(app, person, photo);

const carBody = (image: string, overrides: Record<string, unknown> = {}) =>
  aListingBody(image, {
    productName: '2017 Toyota Corolla LE',
    resalePrice: 11_500,
    originalPrice: 19_000,
    useYear: 8,
    purchaseYear: 2017,
    description: 'Runs great.',
    ...overrides,
  });

async function addCar(person: Person | undefined, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/allCar', headers: bearer(person), payload: body });
}

async function listedCar(person: Person = owner, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await addCar(person, carBody(await upload(person), overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().insertedId;
}

const carCount = async () => (await pool.query('select count(*)::int as n from cars')).rows[0].n as number;

describe('POST /api/allCar', () => {
  it('lists the car for its seller, with server-made seller, status and post time', async () => {
    const image = await upload(owner);
    const response = await addCar(
      owner,
      carBody(image, {
        sellerName: 'Someone Else',
        sellerEmail: otherSeller.email,
        saleStatus: 'sold',
        postTime: '1:00 AM',
        date: '1/1/1999',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const mine = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(owner),
      payload: { email: owner.email },
    });
    const car = mine.json().find((entry: { _id: string }) => entry._id === response.json().insertedId);
    expect(car).toMatchObject({
      productName: '2017 Toyota Corolla LE',
      image,
      model: 'Sedan',
      sellerEmail: owner.email,
      sellerName: 'Test User',
      saleStatus: 'available',
      conditionType: 'Good',
    });
    expect(car.status).toBeUndefined();
    expect(car.postTime).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(car.postTime).not.toBe('1:00 AM');
    expect(car.date).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
  });

  it('defaults the condition to Excellent', async () => {
    const id = await listedCar(owner, { conditionType: undefined });
    const row = await pool.query('select condition_type from cars where id = $1', [id]);
    expect(row.rows[0].condition_type).toBe('Excellent');
  });

  it.each([
    ['a negative price', { resalePrice: -5 }, 'Resale price'],
    ['a price in cents', { originalPrice: 199.99 }, 'Original price'],
    ['an absurd price', { resalePrice: 10_000_001 }, 'Resale price'],
    ['a price as text', { resalePrice: '12000' }, 'Resale price'],
    ['a purchase year before 1900', { purchaseYear: 1899 }, 'Purchase year'],
    ['a purchase year in the future', { purchaseYear: yearTomorrow + 1, useYear: 0 }, 'Purchase year'],
    ['negative years of use', { useYear: -1 }, 'Years of use'],
    [
      'more years of use than the car is old',
      { purchaseYear: yearTomorrow - 3, useYear: 10 },
      'Years of use',
    ],
    ['an unknown condition', { conditionType: 'Mint' }, 'Excellent, Good or Fair'],
    ['an unknown model', { model: 'Hovercraft' }, 'Hovercraft'],
    ['a missing name', { productName: '' }, 'Product name'],
    ['a missing phone', { phone: undefined }, 'Phone'],
  ])('refuses %s with a message naming it, storing nothing', async (_, overrides, mention) => {
    const before = await carCount();
    const response = await addCar(owner, carBody(await upload(owner), overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(mention);
    expect(await carCount()).toBe(before);
  });

  it('announces the listing to open pages, in the transaction that lists it', async () => {
    const id = await listedCar(owner);
    const events = await pool.query(
      "select data from live_events where type = 'car.listed' and account_id is null",
    );
    expect(events.rows.map((row) => row.data)).toContainEqual({ carId: id });
  });

  it("refuses a photo that is not the seller's own upload, or already used", async () => {
    const theirs = await upload(otherSeller);
    expect((await addCar(owner, carBody(theirs))).statusCode).toBe(400);
    expect((await addCar(owner, carBody('https://images.example/car.jpg'))).statusCode).toBe(400);
    const mine = await upload(owner);
    expect((await addCar(owner, carBody(mine))).statusCode).toBe(200);
    expect((await addCar(owner, carBody(mine))).statusCode).toBe(400);
  });

  it('refuses anyone but a seller', async () => {
    const image = await upload(owner);
    const before = await carCount();
    expect((await addCar(undefined, carBody(image))).statusCode).toBe(401);
    expect((await addCar(buyer, carBody(image))).statusCode).toBe(403);
    expect((await addCar(admin, carBody(image))).statusCode).toBe(403);
    expect(await carCount()).toBe(before);
  });
});

describe('POST /api/products', () => {
  it("answers the seller's own cars only", async () => {
    const mine = await listedCar(owner);
    const theirs = await listedCar(otherSeller);
    const response = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(owner),
      payload: { email: owner.email },
    });
    const ids = response.json().map((car: { _id: string }) => car._id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
  });

  it.each([
    ['anonymous', undefined, () => owner.email, 401],
    ["another seller's e-mail", () => otherSeller, () => owner.email, 403],
    ['a buyer', () => buyer, () => buyer.email, 403],
  ] as const)('refuses %s', async (_, who, email, status) => {
    const person = typeof who === 'function' ? who() : who;
    const response = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(person),
      payload: { email: email() },
    });
    expect(response.statusCode).toBe(status);
  });
});

describe('PUT /api/products/advertise/:id', () => {
  const advertise = (person: Person | undefined, id: string) =>
    app.inject({ method: 'PUT', url: `/api/products/advertise/${id}`, headers: bearer(person) });

  it('advertises the owner’s available car once, and it shows in Latest Collections', async () => {
    const id = await listedCar(owner);
    expect((await advertise(owner, id)).json()).toEqual({ modifiedCount: 1 });
    expect((await advertise(owner, id)).json()).toEqual({ modifiedCount: 0 });
    const latest = await app.inject({ method: 'GET', url: '/api/products/advertise' });
    expect(latest.json().map((card: { _id: string }) => card._id)).toContain(id);
  });

  it('refuses others and changes nothing', async () => {
    const id = await listedCar(owner);
    expect((await advertise(undefined, id)).statusCode).toBe(401);
    expect((await advertise(buyer, id)).statusCode).toBe(403);
    expect((await advertise(otherSeller, id)).statusCode).toBe(403);
    expect((await advertise(admin, id)).statusCode).toBe(403);
    const row = await pool.query('select advertised_at from cars where id = $1', [id]);
    expect(row.rows[0].advertised_at).toBeNull();
  });

  it('refuses a sold car with 409 and an unknown one with 404', async () => {
    const id = await listedCar(owner);
    await pool.query("update cars set sale_status = 'sold' where id = $1", [id]);
    const sold = await advertise(owner, id);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toContain('sold');
    expect((await advertise(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await advertise(owner, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('DELETE /api/products/:id', () => {
  const remove = (person: Person | undefined, id: string) =>
    app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bearer(person) });
  const exists = async (id: string) =>
    (await pool.query('select 1 from cars where id = $1', [id])).rowCount === 1;

  it('lets the owner delete a listing', async () => {
    const id = await listedCar(owner);
    expect((await remove(owner, id)).json()).toEqual({ deletedCount: 1 });
    expect(await exists(id)).toBe(false);
    expect((await remove(owner, id)).statusCode).toBe(404);
  });

  it('lets an administrator delete any listing', async () => {
    const id = await listedCar(owner);
    expect((await remove(admin, id)).json()).toEqual({ deletedCount: 1 });
  });

  it('keeps a sold car on record: its seller is refused with 409, an administrator may still remove it', async () => {
    const id = await listedCar(owner);
    const sold = await app.inject({ method: 'PUT', url: `/api/products/sold/${id}`, headers: bearer(owner) });
    expect(sold.statusCode, sold.body).toBe(200);

    const refused = await remove(owner, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'CONFLICT',
      message: 'Sold cars stay on record: 2017 Toyota Corolla LE is sold, so it cannot be deleted.',
    });
    expect(await exists(id)).toBe(true);

    expect((await remove(admin, id)).json()).toEqual({ deletedCount: 1 });
    expect(await exists(id)).toBe(false);
  });

  it('refuses anyone else, keeping the car', async () => {
    const id = await listedCar(owner);
    expect((await remove(undefined, id)).statusCode).toBe(401);
    expect((await remove(buyer, id)).statusCode).toBe(403);
    expect((await remove(otherSeller, id)).statusCode).toBe(403);
    expect(await exists(id)).toBe(true);
  });

  it("deletes a removed listing's photo at the next sweep, and keeps the photos of listed cars", async () => {
    const photoOf = async (id: string) =>
      (await pool.query('select image from cars where id = $1', [id])).rows[0].image as string;
    const removed = await listedCar(owner);
    const kept = await listedCar(owner);
    const [removedPhoto, keptPhoto] = [await photoOf(removed), await photoOf(kept)];
    expect((await app.inject({ method: 'GET', url: removedPhoto })).statusCode).toBe(200);

    expect((await remove(owner, removed)).statusCode).toBe(200);
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);

    expect((await app.inject({ method: 'GET', url: removedPhoto })).statusCode).toBe(404);
    const photoFiles = await fs.readdir(path.join(uploadsDir, 'cars'));
    const fileId = (url: string) => path.basename(url).replace(/-\d+\.webp$/, '');
    expect(photoFiles.filter((file) => file.startsWith(fileId(removedPhoto)))).toEqual([]);
    expect(photoFiles.filter((file) => file.startsWith(fileId(keptPhoto)))).toHaveLength(photoWidths.length);
    expect((await app.inject({ method: 'GET', url: keptPhoto })).statusCode).toBe(200);
  });
});
