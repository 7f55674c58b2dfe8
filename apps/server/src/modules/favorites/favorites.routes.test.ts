import { maxFavorites } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

let now = new Date('2026-03-01T12:00:00Z');
const { app, db, pool } = await buildTestApp({ clock: () => now });

let seller: Awaited<ReturnType<typeof createAccount>>;
let sellerSession: Awaited<ReturnType<typeof signedUpAccount>>;
let modelId: string;
let buyer: Awaited<ReturnType<typeof signedUpAccount>>;
let otherBuyer: Awaited<ReturnType<typeof signedUpAccount>>;

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Sedan')).id;
  seller = await createAccount(db);
  [buyer, otherBuyer, sellerSession] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
  ]);
});

const aCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId: seller.id, modelId }, overrides);
const save = (person: { token: string } | undefined, carId: string) =>
  app.inject({ method: 'PUT', url: `/api/favorites/${carId}`, headers: bearer(person) });
const forget = (person: { token: string } | undefined, carId: string) =>
  app.inject({ method: 'DELETE', url: `/api/favorites/${carId}`, headers: bearer(person) });
const list = (person: { token: string } | undefined) =>
  app.inject({ method: 'GET', url: '/api/favorites', headers: bearer(person) });
const setPrice = (carId: string, price: number) =>
  app.inject({
    method: 'PATCH',
    url: `/api/products/${carId}`,
    headers: bearer(sellerSession),
    payload: { resalePrice: price },
  });

describe('favourites', () => {
  it('saves a car at its price, keeps the first save on a repeat, and lists the latest saved first', async () => {
    const first = await aCar({ resalePrice: 12_000, make: 'Honda', modelName: 'Civic' });
    const second = await aCar({ resalePrice: 18_500 });
    const saved = await save(buyer, first.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      carId: first.id,
      priceWhenSaved: 12_000,
      priceChange: 0,
      savedAt: now.toISOString(),
      car: { _id: first.id, make: 'Honda', modelName: 'Civic', saleStatus: 'available' },
    });
    expect(saved.json().car).not.toHaveProperty('phone');
    expect(saved.json().car).not.toHaveProperty('sellerEmail');

    now = new Date('2026-03-01T12:01:00Z');
    await save(buyer, second.id);
    const again = await save(buyer, first.id);
    expect(again.json()).toMatchObject({ savedAt: '2026-03-01T12:00:00.000Z', priceWhenSaved: 12_000 });
    expect((await list(buyer)).json().map((entry: { carId: string }) => entry.carId)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it('shows what changed since the car was saved: a price drop, then a sale', async () => {
    const sellerAccount = (
      await pool.query('select id from accounts where user_email = $1', [sellerSession.email])
    ).rows[0].id as string;
    await pool.query(`update accounts set seller_status = 'verified' where id = $1`, [sellerAccount]);
    const car = await createCar(
      db,
      { sellerId: sellerAccount, modelId },
      { resalePrice: 20_000, createdAt: now },
    );
    await save(otherBuyer, car.id);
    expect((await setPrice(car.id, 18_750)).statusCode).toBe(200);
    const dropped = (await list(otherBuyer))
      .json()
      .find((entry: { carId: string }) => entry.carId === car.id);
    expect(dropped).toMatchObject({
      priceWhenSaved: 20_000,
      priceChange: -1_250,
      car: { resalePrice: 18_750 },
    });
    expect(dropped.car.priceDrop).toMatchObject({ amount: 1_250 });

    await pool.query(`update cars set sale_status = 'sold' where id = $1`, [car.id]);
    const sold = (await list(otherBuyer)).json().find((entry: { carId: string }) => entry.carId === car.id);
    expect(sold).toMatchObject({ car: { saleStatus: 'sold', priceDrop: null } });
  });

  it('keeps each account to its own list: nobody else sees or removes them', async () => {
    const car = await aCar();
    await save(buyer, car.id);
    const others = (await list(otherBuyer)).json() as { carId: string }[];
    expect(others.map((entry) => entry.carId)).not.toContain(car.id);
    expect((await forget(otherBuyer, car.id)).json()).toEqual({ deletedCount: 0 });
    expect((await list(buyer)).json().map((entry: { carId: string }) => entry.carId)).toContain(car.id);

    expect((await forget(buyer, car.id)).json()).toEqual({ deletedCount: 1 });
    expect((await list(buyer)).json().map((entry: { carId: string }) => entry.carId)).not.toContain(car.id);
  });

  it('asks a visitor to sign in, refuses a seller, a sold car, an unknown car and a malformed id', async () => {
    const car = await aCar();
    expect((await save(undefined, car.id)).statusCode).toBe(401);
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await save({ token: 'forged' }, car.id)).statusCode).toBe(401);
    const sellersTry = await save(sellerSession, car.id);
    expect(sellersTry.statusCode).toBe(403);
    expect(sellersTry.json()).toMatchObject({ error: 'FORBIDDEN', message: 'Only buyers can do this.' });

    const sold = await aCar({ saleStatus: 'sold' });
    const refused = await save(buyer, sold.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'CONFLICT', message: 'This car is already sold.' });
    expect((await save(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await save(buyer, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/carId/);
  });

  it('goes with the listing when the seller deletes it', async () => {
    const car = await aCar();
    await save(buyer, car.id);
    await pool.query('delete from cars where id = $1', [car.id]);
    expect((await list(buyer)).json().map((entry: { carId: string }) => entry.carId)).not.toContain(car.id);
  });

  it(`holds at most ${maxFavorites} cars an account, even when saves arrive together`, async () => {
    const collector = await signedUpAccount(app, 'buyer');
    const cars = await Promise.all(Array.from({ length: maxFavorites + 5 }, () => aCar()));
    const answers = await Promise.all(cars.map((car) => save(collector, car.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(maxFavorites);
    const full = answers.find((answer) => answer.statusCode === 409);
    expect(full?.json().message).toBe(
      `You can save up to ${maxFavorites} cars: remove one from your favourites first.`,
    );
    expect((await list(collector)).json()).toHaveLength(maxFavorites);
  });
});
