import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool } = await buildTestApp();

let seller: Awaited<ReturnType<typeof createAccount>>;
let sedan: string;
let suv: string;
let buyer: Awaited<ReturnType<typeof signedUpAccount>>;

beforeAll(async () => {
  sedan = (await createCarModel(db, 'Sedan')).id;
  suv = (await createCarModel(db, 'SUV')).id;
  seller = await createAccount(db, { sellerStatus: 'verified' });
  buyer = await signedUpAccount(app, 'buyer');
});

const page = (id: string, person?: { token: string }) =>
  app.inject({ method: 'GET', url: `/api/cars/${id}`, headers: bearer(person) });
const aCar = (modelId: string, overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId: seller.id, modelId }, overrides);

describe('GET /api/cars/:id', () => {
  it('shows every field, the verified seller and the price history to anyone, but the contact only when signed in', async () => {
    const car = await aCar(sedan, { vin: '1HGCM82633A004352' });
    const anonymous = await page(car.id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({
      _id: car.id,
      productName: car.productName,
      make: 'Toyota',
      modelName: 'Camry',
      mileage: 48_000,
      vin: '1HGCM82633A004352',
      sellerName: seller.username,
      sellerStatus: 'verified',
      priceHistory: [{ price: 15_000 }],
    });
    expect(anonymous.json()).not.toHaveProperty('phone');
    expect(anonymous.json()).not.toHaveProperty('sellerEmail');
    expect(anonymous.body).not.toContain(seller.userEmail);

    const signedIn = await page(car.id, buyer);
    expect(signedIn.json()).toMatchObject({ phone: '+1 555 0100', sellerEmail: seller.userEmail });
  });

  it('shows years of use as of today, and the listing time as an instant, on the car page and in the model list', async () => {
    const thisYear = new Date().getUTCFullYear();
    const listedAt = new Date(Date.UTC(thisYear - 3, 4, 10, 15, 30));
    const car = await aCar(sedan, { purchaseYear: thisYear - 10, useYear: 5, createdAt: listedAt });
    expect((await page(car.id)).json()).toMatchObject({ useYear: 8, listedAt: listedAt.toISOString() });
    const list = await app.inject({ method: 'GET', url: '/api/carModels/Sedan', headers: bearer(buyer) });
    expect(list.json().find((shown: { _id: string }) => shown._id === car.id)).toMatchObject({
      useYear: 8,
      listedAt: listedAt.toISOString(),
    });
    const stored = await pool.query('select use_year from cars where id = $1', [car.id]);
    expect(stored.rows[0]).toEqual({ use_year: 5 });
  });

  it('reads an invalid or expired token as a visitor, and says so', async () => {
    const car = await aCar(sedan);
    const response = await page(car.id, { token: 'not-a-token' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ signedIn: false });
    expect(response.json()).not.toHaveProperty('phone');
    expect((await page(car.id, buyer)).json()).toMatchObject({ signedIn: true });
  });

  it('lists up to six similar cars for sale: same make and model first, near in price and year', async () => {
    const car = await aCar(suv, { make: 'Honda', modelName: 'CR-V', resalePrice: 20_000, year: 2019 });
    const sameName = await aCar(sedan, { make: 'Honda', modelName: 'CR-V', resalePrice: 24_000, year: 2018 });
    const sameBody = await aCar(suv, { make: 'Ford', modelName: 'Escape', resalePrice: 20_500, year: 2020 });
    const tooDear = await aCar(suv, { make: 'Ford', modelName: 'Escape', resalePrice: 40_000, year: 2019 });
    const tooOld = await aCar(suv, { make: 'Ford', modelName: 'Escape', resalePrice: 20_000, year: 2010 });
    const sold = await aCar(suv, {
      make: 'Honda',
      modelName: 'CR-V',
      resalePrice: 20_000,
      saleStatus: 'sold',
    });
    for (let index = 0; index < 6; index++) {
      await aCar(suv, { make: 'Kia', modelName: 'Sportage', resalePrice: 21_000 + index * 100, year: 2019 });
    }
    const similar = (await page(car.id)).json().similar as { _id: string }[];
    const ids = similar.map((entry) => entry._id);
    expect(ids).toHaveLength(6);
    expect(ids[0]).toBe(sameName.id);
    expect(ids[1]).toBe(sameBody.id);
    for (const excluded of [car.id, tooDear.id, tooOld.id, sold.id]) expect(ids).not.toContain(excluded);
  });

  it('says whether the signed-in reader reported the car: to that reader only, never to a visitor', async () => {
    const car = await aCar(sedan);
    const otherBuyer = await signedUpAccount(app, 'buyer');
    expect((await page(car.id, buyer)).json()).toMatchObject({ reportedByYou: false });

    const reported = await app.inject({
      method: 'POST',
      url: '/api/reportedItems',
      headers: bearer(buyer),
      payload: { carId: car.id, reason: 'misleading' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await page(car.id, buyer)).json()).toMatchObject({ reportedByYou: true });
    expect((await page(car.id, otherBuyer)).json()).toMatchObject({ reportedByYou: false });
    expect((await page(car.id)).json()).toMatchObject({ reportedByYou: false });
  });

  it('says a sold car is sold, and a deleted or unknown car is 404', async () => {
    const sold = await aCar(sedan, { saleStatus: 'sold' });
    expect((await page(sold.id)).json().saleStatus).toBe('sold');
    expect((await page('7c1f0b4e-9a7d-4c55-9f63-0d8a4b7d2f10')).statusCode).toBe(404);
    expect((await page('not-an-id')).statusCode).toBe(400);
  });
});
