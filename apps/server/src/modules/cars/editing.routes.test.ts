import { priceDropDays, priceDropOf } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bookCar } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool } = await buildTestApp({ adminEmails: ['moderator@example.com'] });

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let owner: Person;
let otherSeller: Person;
let buyer: Person;
let admin: Person;
let modelId: string;

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Sedan')).id;
  owner = await signedUpAccount(app, 'seller');
  otherSeller = await signedUpAccount(app, 'seller');
  buyer = await signedUpAccount(app, 'buyer');
  admin = await signedUpAccount(app, 'buyer', { email: 'moderator@example.com' });
});

async function ownersCar(overrides: Parameters<typeof createCar>[2] = {}) {
  const account = (await pool.query('select id from accounts where user_email = $1', [owner.email])).rows[0];
  return createCar(db, { sellerId: account.id, modelId }, { resalePrice: 20_000, ...overrides });
}

const edit = (id: string, body: object, person?: Person) =>
  app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: bearer(person), payload: body });
const markSold = (id: string, person?: Person) =>
  app.inject({ method: 'PUT', url: `/api/products/sold/${id}`, headers: bearer(person) });

describe('priceDropOf', () => {
  const history = [
    { price: 20_000, at: '2031-03-01T12:00:00.000Z' },
    { price: 18_000, at: '2031-03-10T12:00:00.000Z' },
  ];

  it('shows the latest change when it was a drop, for 14 days from it, whatever the time zone', () => {
    expect(priceDropOf(history, new Date('2031-03-10T12:00:00Z'))).toEqual({
      amount: 2_000,
      at: '2031-03-10T12:00:00.000Z',
      until: '2031-03-24T12:00:00.000Z',
    });
    expect(priceDropOf(history, new Date('2031-03-24T11:59:59Z'))).not.toBeNull();
    expect(priceDropOf(history, new Date('2031-03-24T12:00:00Z'))).toBeNull();
  });

  it('shows nothing after a rise, or for a price never changed', () => {
    const risen = [...history, { price: 18_500, at: '2031-03-11T12:00:00.000Z' }];
    expect(priceDropOf(risen, new Date('2031-03-12T00:00:00Z'))).toBeNull();
    expect(priceDropOf(history.slice(0, 1), new Date('2031-03-02T00:00:00Z'))).toBeNull();
  });
});

describe('PATCH /api/products/:id', () => {
  it('changes price, mileage, description and place, keeping every price in order, oldest first', async () => {
    const car = await ownersCar({ createdAt: new Date(Date.now() - 86_400_000) });
    const down = await edit(
      car.id,
      { resalePrice: 18_500, mileage: 49_000, description: 'New tyres.' },
      owner,
    );
    expect(down.statusCode, down.body).toBe(200);
    const moved = await edit(car.id, { resalePrice: 18_900, zip: '02108' }, owner);
    expect(moved.json()).toMatchObject({
      resalePrice: 18_900,
      mileage: 49_000,
      description: 'New tyres.',
      zip: '02108',
      location: 'Boston, MA',
    });
    expect(moved.json().priceHistory.map((change: { price: number }) => change.price)).toEqual([
      20_000, 18_500, 18_900,
    ]);
    const times = moved.json().priceHistory.map((change: { at: string }) => Date.parse(change.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The last change was a rise: no badge.
    expect(moved.json().priceDrop).toBeNull();
  });

  it('shows the drop as a badge on the answer', async () => {
    const car = await ownersCar();
    const dropped = await edit(car.id, { resalePrice: 17_250 }, owner);
    expect(dropped.json().priceDrop).toMatchObject({ amount: 2_750 });
    const until = Date.parse(dropped.json().priceDrop.until) - Date.parse(dropped.json().priceDrop.at);
    expect(until).toBe(priceDropDays * 86_400_000);
  });

  it('keeps the price an unpaid booking copied', async () => {
    const car = await ownersCar({ resalePrice: 15_000 });
    const bookingId = await bookCar(app, buyer, car.id);
    await edit(car.id, { resalePrice: 13_000 }, owner);
    const booking = await app.inject({
      method: 'GET',
      url: `/api/bookingPayment/${bookingId}`,
      headers: bearer(buyer),
    });
    expect(booking.json().productPrice).toBe(15_000);
  });

  it('is for its seller only: anonymous 401, a buyer, another seller and an admin 403, nothing changed', async () => {
    const car = await ownersCar();
    expect((await edit(car.id, { resalePrice: 1_000 })).statusCode).toBe(401);
    expect((await edit(car.id, { resalePrice: 1_000 }, buyer)).statusCode).toBe(403);
    expect((await edit(car.id, { resalePrice: 1_000 }, otherSeller)).statusCode).toBe(403);
    expect((await edit(car.id, { resalePrice: 1_000 }, admin)).statusCode).toBe(403);
    const stored = await pool.query('select resale_price from cars where id = $1', [car.id]);
    expect(stored.rows[0].resale_price).toBe(20_000);
    const history = await pool.query('select count(*)::int as n from car_price_changes where car_id = $1', [
      car.id,
    ]);
    expect(history.rows[0].n).toBe(1);
  });

  it.each([
    ['an empty change', {}, 'Nothing to change'],
    ['a negative price', { resalePrice: -1 }, 'Resale price'],
    ['mileage over 2,000,000', { mileage: 2_000_001 }, 'Mileage'],
    ['a malformed ZIP', { zip: 'ABCDE' }, 'five digits'],
    ['an unknown ZIP', { zip: '00000' }, 'zip'],
  ])('refuses %s with a 400 naming it', async (_, body, mention) => {
    const car = await ownersCar();
    const response = await edit(car.id, body, owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(mention);
  });

  it('lets the mileage rise but refuses lowering it, saying what it is, and changes nothing then', async () => {
    const car = await ownersCar({ mileage: 48_000 });
    const lowered = await edit(car.id, { mileage: 47_999, resalePrice: 19_000 }, owner);
    expect(lowered.statusCode, lowered.body).toBe(409);
    expect(lowered.json()).toEqual({
      error: 'MILEAGE_DECREASE',
      message: 'The mileage can only go up: it is 48,000 miles now.',
    });
    const kept = await pool.query('select mileage, resale_price from cars where id = $1', [car.id]);
    expect(kept.rows[0]).toEqual({ mileage: 48_000, resale_price: 20_000 });

    expect((await edit(car.id, { mileage: 48_000 }, owner)).statusCode).toBe(200);
    const risen = await edit(car.id, { mileage: 52_300 }, owner);
    expect(risen.statusCode, risen.body).toBe(200);
    expect(risen.json().mileage).toBe(52_300);
  });

  it('refuses a sold car with 409 and an unknown one with 404', async () => {
    const sold = await ownersCar({ saleStatus: 'sold' });
    expect((await edit(sold.id, { resalePrice: 1_000 }, owner)).statusCode).toBe(409);
    expect((await edit('7c1f0b4e-9a7d-4c55-9f63-0d8a4b7d2f10', { mileage: 1 }, owner)).statusCode).toBe(404);
  });
});

describe('PUT /api/products/sold/:id (sold elsewhere)', () => {
  it('takes the car off sale and cancels its unpaid bookings, which My orders shows', async () => {
    const car = await ownersCar({ advertisedAt: new Date() });
    await bookCar(app, buyer, car.id);
    const response = await markSold(car.id, owner);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    const stored = await pool.query('select sale_status, advertised_at from cars where id = $1', [car.id]);
    expect(stored.rows[0]).toEqual({ sale_status: 'sold', advertised_at: null });
    const orders = await app.inject({
      method: 'POST',
      url: `/api/bookings/${buyer.email}`,
      headers: bearer(buyer),
      payload: { email: buyer.email },
    });
    const order = orders
      .json()
      .find((entry: { productName: string }) => entry.productName === car.productName);
    expect(order.paymentStatus).toBe('cancelled');
    expect((await edit(car.id, { resalePrice: 1_000 }, owner)).statusCode).toBe(409);
    expect((await markSold(car.id, owner)).statusCode).toBe(409);
  });

  it('is for its seller only', async () => {
    const car = await ownersCar();
    expect((await markSold(car.id)).statusCode).toBe(401);
    expect((await markSold(car.id, buyer)).statusCode).toBe(403);
    expect((await markSold(car.id, otherSeller)).statusCode).toBe(403);
    expect((await markSold(car.id, admin)).statusCode).toBe(403);
  });
});
