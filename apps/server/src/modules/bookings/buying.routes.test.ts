import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let otherBuyer: Person;
let seller: Person;
let modelId: string;
let sellerAccountId: string;

beforeAll(async () => {
  buyer = await signedUpAccount(app, 'buyer');
  otherBuyer = await signedUpAccount(app, 'buyer');
  seller = await signedUpAccount(app, 'seller');
  modelId = (await createCarModel(db, 'Wagon')).id;
  sellerAccountId = (await pool.query('select id from accounts where user_email = $1', [seller.email]))
    .rows[0].id;
});

const aCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId: sellerAccountId, modelId }, overrides);

const book = (person: Person | undefined, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(person), payload: body });
const bookingCount = async () =>
  (await pool.query('select count(*)::int as n from bookings')).rows[0].n as number;

describe('GET /api/carModels/:model', () => {
  it('pages through the cars of a model, newest first, with the seller badge, in constant queries', async () => {
    const { id: pagedModelId } = await createCarModel(db, 'Paged');
    const verified = await createAccount(db, { sellerStatus: 'verified' });
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let index = 0; index < 30; index++) {
      await createCar(
        db,
        { sellerId: index % 2 ? verified.id : sellerAccountId, modelId: pagedModelId },
        {
          productName: `Paged car ${index}`,
          createdAt: new Date(start + index * 60_000),
          saleStatus: index === 29 ? 'sold' : 'available',
        },
      );
    }

    let statements = 0;
    const countStatements = () => statements++;
    pool.on('acquire', countStatements);
    const first = await app.inject({ method: 'GET', url: '/api/carModels/paged', headers: bearer(buyer) });
    pool.off('acquire', countStatements);

    expect(first.statusCode).toBe(200);
    const cars = first.json();
    expect(cars).toHaveLength(24);
    expect(cars[0]).toMatchObject({
      productName: 'Paged car 29',
      saleStatus: 'sold',
      model: 'Paged',
      reportedByYou: false,
    });
    expect(cars[1]).toMatchObject({ productName: 'Paged car 28' });
    expect(cars[1].sellerStatus).toBeUndefined();
    expect(cars[0].sellerStatus).toBe('verified');
    expect(statements).toBeLessThanOrEqual(4);

    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toMatch(/^\/api\/carModels\/paged\?after=/);
    const second = await app.inject({ method: 'GET', url: next!, headers: bearer(buyer) });
    expect(second.json().map((car: { productName: string }) => car.productName)).toEqual(
      [5, 4, 3, 2, 1, 0].map((index) => `Paged car ${index}`),
    );
    expect(second.headers.link).toBeUndefined();
  });

  it('answers 404 for an unknown model, 401 without a token and 400 for a forged page link', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/carModels/Hovercraft', headers: bearer(buyer) }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/carModels/Wagon' })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/carModels/Wagon?after=bm90LWEtY3Vyc29y',
      headers: bearer(buyer),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('answers an empty list for a model without cars', async () => {
    await createCarModel(db, 'Lonely');
    const response = await app.inject({
      method: 'GET',
      url: '/api/carModels/Lonely',
      headers: bearer(buyer),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('POST /api/bookings', () => {
  it('books a car with the product fields taken from the car, never from the request', async () => {
    const car = await aCar({ resalePrice: 12_300, productName: 'Honest Wagon' });
    const response = await book(buyer, {
      carId: car.id,
      location: 'Main Street parking',
      phone: '+1 555 0111',
      productName: 'Free car',
      productPrice: 1,
      productImage: 'https://evil.example/x.png',
      carModel: 'Tank',
      username: 'Somebody Else',
      email: otherBuyer.email,
      paymentStatus: 'paid',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = (await pool.query('select * from bookings where id = $1', [response.json().insertedId]))
      .rows[0];
    expect(row).toMatchObject({
      product_name: 'Honest Wagon',
      product_price: 12_300,
      product_image: car.image,
      car_model: 'Wagon',
      email: buyer.email,
      username: 'Test User',
      payment_status: 'unpaid',
      meeting_location: 'Main Street parking',
    });
  });

  it('refuses a second open booking of the same car by the same buyer', async () => {
    const car = await aCar();
    expect((await book(buyer, { carId: car.id, location: 'Here', phone: '1' })).statusCode).toBe(200);
    const again = await book(buyer, { carId: car.id, location: 'There', phone: '2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already booked');
    expect((await book(otherBuyer, { carId: car.id, location: 'Here', phone: '1' })).statusCode).toBe(200);
  });

  it('refuses a sold car, an unknown car, a seller and an anonymous caller, storing nothing', async () => {
    const sold = await aCar({ saleStatus: 'sold' });
    const available = await aCar();
    const before = await bookingCount();
    expect((await book(buyer, { carId: sold.id, location: 'x', phone: '1' })).statusCode).toBe(409);
    expect(
      (await book(buyer, { carId: '00000000-0000-4000-8000-000000000000', location: 'x', phone: '1' }))
        .statusCode,
    ).toBe(404);
    expect((await book(seller, { carId: available.id, location: 'x', phone: '1' })).statusCode).toBe(403);
    expect((await book(undefined, { carId: available.id, location: 'x', phone: '1' })).statusCode).toBe(401);
    const missing = await book(buyer, { carId: available.id, phone: '1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('location');
    expect(await bookingCount()).toBe(before);
  });
});

describe('My orders and booking payment', () => {
  it('shows a buyer their own bookings only, and flags a car sold to someone else', async () => {
    const mine = await aCar({ productName: 'Mine to pay' });
    const goneElsewhere = await aCar({ productName: 'Gone elsewhere' });
    await book(buyer, { carId: mine.id, location: 'x', phone: '1' });
    await book(buyer, { carId: goneElsewhere.id, location: 'x', phone: '1' });
    await book(otherBuyer, { carId: mine.id, location: 'x', phone: '1' });
    await pool.query("update cars set sale_status = 'sold' where id = $1", [goneElsewhere.id]);

    const response = await app.inject({
      method: 'POST',
      url: `/api/bookings/${buyer.email}`,
      headers: bearer(buyer),
      payload: { email: buyer.email },
    });
    expect(response.statusCode).toBe(200);
    const orders = response.json();
    expect(orders.every((entry: { productName: string }) => entry.productName !== undefined)).toBe(true);
    expect(
      orders.find((entry: { productName: string }) => entry.productName === 'Mine to pay'),
    ).toMatchObject({
      paymentStatus: 'unpaid',
      carSold: false,
    });
    expect(
      orders.find((entry: { productName: string }) => entry.productName === 'Gone elsewhere'),
    ).toMatchObject({
      carSold: true,
    });
    const others = await app.inject({
      method: 'POST',
      url: `/api/bookings/${otherBuyer.email}`,
      headers: bearer(otherBuyer),
      payload: { email: otherBuyer.email },
    });
    const theirs = others.json().map((entry: { productName: string }) => entry.productName);
    expect(theirs).toContain('Mine to pay');
    expect(theirs).not.toContain('Gone elsewhere');
  });

  it("refuses another buyer's e-mail in the path or the body", async () => {
    for (const [path, body] of [
      [otherBuyer.email, buyer.email],
      [buyer.email, otherBuyer.email],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/bookings/${path}`,
        headers: bearer(buyer),
        payload: { email: body },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('shows a booking to its buyer for payment, and to nobody else', async () => {
    const car = await aCar({ productName: 'Pay me', resalePrice: 9_999 });
    const { insertedId } = (await book(buyer, { carId: car.id, location: 'x', phone: '1' })).json();
    const own = await app.inject({
      method: 'GET',
      url: `/api/bookingPayment/${insertedId}`,
      headers: bearer(buyer),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      _id: insertedId,
      productName: 'Pay me',
      productPrice: 9_999,
      email: buyer.email,
    });
    for (const person of [otherBuyer, seller]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/bookingPayment/${insertedId}`,
        headers: bearer(person),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/api/bookingPayment/${insertedId}` })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/reportedItems', () => {
  it('records one report per buyer and car, and the model page shows it to that buyer only', async () => {
    const car = await aCar({ productName: 'Suspicious Wagon' });
    const report = () =>
      app.inject({
        method: 'POST',
        url: '/api/reportedItems',
        headers: bearer(buyer),
        payload: { carId: car.id, resalePrice: 1 },
      });
    expect((await report()).json()).toEqual({ acknowledged: true });
    expect((await report()).json()).toEqual({ acknowledged: true });
    const count = await pool.query('select count(*)::int as n from reports where car_id = $1', [car.id]);
    expect(count.rows[0].n).toBe(1);

    const flag = async (person: Person) => {
      const page = await app.inject({
        method: 'GET',
        url: '/api/carModels/Wagon?limit=100',
        headers: bearer(person),
      });
      return page.json().find((entry: { _id: string }) => entry._id === car.id).reportedByYou;
    };
    expect(await flag(buyer)).toBe(true);
    expect(await flag(otherBuyer)).toBe(false);
  });

  it("keeps the report's reason and note (other when a client sends none) and refuses a bad reason", async () => {
    const car = await aCar({ productName: 'Too Good Wagon' });
    const report = (person: Person, payload: object) =>
      app.inject({ method: 'POST', url: '/api/reportedItems', headers: bearer(person), payload });
    const bad = await report(buyer, { carId: car.id, reason: 'cheap' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringContaining('reason must be one of'),
    });

    const sent = { carId: car.id, reason: 'wrong-details', note: 'The photos are of another car.' };
    expect((await report(buyer, sent)).json()).toEqual({ acknowledged: true });
    expect((await report(buyer, { ...sent, reason: 'scam', note: 'Changed my mind' })).json()).toEqual({
      acknowledged: true,
    });
    expect((await report(otherBuyer, { carId: car.id })).json()).toEqual({ acknowledged: true });
    const stored = await pool.query(
      'select reason, note from reports where car_id = $1 order by reason desc',
      [car.id],
    );
    expect(stored.rows).toEqual([
      { reason: 'wrong-details', note: 'The photos are of another car.' },
      { reason: 'other', note: null },
    ]);
  });

  it('refuses an unknown car, a seller and an anonymous caller', async () => {
    const car = await aCar();
    const report = (person: Person | undefined, carId: string) =>
      app.inject({ method: 'POST', url: '/api/reportedItems', headers: bearer(person), payload: { carId } });
    expect((await report(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await report(seller, car.id)).statusCode).toBe(403);
    expect((await report(undefined, car.id)).statusCode).toBe(401);
  });
});

describe('deleting a listing', () => {
  it('cancels its unpaid bookings and removes its reports, keeping paid bookings', async () => {
    const car = await aCar({ productName: 'Leaving soon' });
    const unpaid = (await book(buyer, { carId: car.id, location: 'x', phone: '1' })).json().insertedId;
    const paid = (await book(otherBuyer, { carId: car.id, location: 'x', phone: '1' })).json().insertedId;
    await pool.query("update bookings set payment_status = 'paid' where id = $1", [paid]);
    await app.inject({
      method: 'POST',
      url: '/api/reportedItems',
      headers: bearer(buyer),
      payload: { carId: car.id },
    });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/products/${car.id}`,
      headers: bearer(seller),
    });
    expect(removed.json()).toEqual({ deletedCount: 1 });

    expect((await pool.query('select 1 from bookings where id = $1', [unpaid])).rowCount).toBe(0);
    const kept = (
      await pool.query('select car_id, product_name, payment_status from bookings where id = $1', [paid])
    ).rows;
    expect(kept).toEqual([{ car_id: null, product_name: 'Leaving soon', payment_status: 'paid' }]);
    expect((await pool.query('select 1 from reports where car_id = $1', [car.id])).rowCount).toBe(0);
  });
});
