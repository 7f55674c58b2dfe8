import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bookCar, createIntent, payForBooking } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp, mailboxOf } from '../../../test/test-app.ts';

const { app, db, pool, sandbox } = await buildTestApp();
const mailbox = mailboxOf(app);

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let otherBuyer: Person;
let seller: Person;
let otherSeller: Person;
let modelId: string;
let sellerId: string;

beforeAll(async () => {
  [buyer, otherBuyer, seller, otherSeller] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'seller'),
  ]);
  modelId = (await createCarModel(db, 'Estate')).id;
  sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0].id;
});

const aCar = () => createCar(db, { sellerId, modelId });
const post = (person: Person | undefined, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(person), ...(payload ? { payload } : {}) });
const ordersOf = async (person: Person) =>
  (await post(person, `/api/bookings/${person.email}`, { email: person.email })).json();
const liveEventsOf = async (bookingId: string) =>
  (
    await pool.query(
      `select count(*)::int as n from live_events where type = 'booking.changed' and data->>'bookingId' = $1`,
      [bookingId],
    )
  ).rows[0].n as number;

describe('My orders', () => {
  it('gives each booking its dates, meeting place, the seller to call and what the buyer can do next', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const order = (await ordersOf(buyer)).find((row: { _id: string }) => row._id === bookingId);
    expect(order).toMatchObject({
      carId: car.id,
      meetingLocation: 'Main Street parking',
      agreed: false,
      cancelledBy: null,
      cancelReason: null,
      seller: { name: 'Test User', email: seller.email, phone: '+1 555 0100' },
      actions: ['pay', 'cancel'],
    });
    expect(Date.parse(order.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('POST /api/bookings/:id/cancel', () => {
  it('cancels the buyer’s unpaid booking, tells the seller by e-mail and live, and refuses a payment after', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const before = await liveEventsOf(bookingId);
    const cancelled = await post(buyer, `/api/bookings/${bookingId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ _id: bookingId, paymentStatus: 'cancelled', cancelledBy: 'buyer' });
    expect(await liveEventsOf(bookingId)).toBe(before + 2);
    await mailbox.waitFor(
      (mail) =>
        mail.to === seller.email &&
        mail.subject === `Test User cancelled their booking of ${car.productName}`,
    );
    const order = (await ordersOf(buyer)).find((row: { _id: string }) => row._id === bookingId);
    expect(order).toMatchObject({
      paymentStatus: 'cancelled',
      cancelledBy: 'buyer',
      seller: null,
      actions: [],
    });

    const again = await post(buyer, `/api/bookings/${bookingId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This booking of ${car.productName} is already cancelled.`);
    const intent = await createIntent(app, buyer, bookingId);
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe(
      `You cancelled your booking of ${car.productName}, so it can no longer be paid for.`,
    );
    // The buyer may book the car again.
    expect(await bookCar(app, buyer, car.id)).not.toBe(bookingId);
  });

  it('refuses a paid booking (409), someone else’s (404) and a seller (403)', async () => {
    const bookingId = await bookCar(app, buyer, (await aCar()).id);
    expect((await post(otherBuyer, `/api/bookings/${bookingId}/cancel`)).statusCode).toBe(404);
    expect((await post(seller, `/api/bookings/${bookingId}/cancel`)).statusCode).toBe(403);
    expect((await payForBooking(app, sandbox, buyer, bookingId)).step).toBe('complete');
    const paid = await post(buyer, `/api/bookings/${bookingId}/cancel`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(/a paid booking cannot be cancelled here/);
  });
});

describe('POST /api/bookings/:id/decline', () => {
  it('lets the car’s seller decline an unpaid booking with a reason the buyer reads', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const declined = await post(seller, `/api/bookings/${bookingId}/decline`, {
      reason: 'Sold to my neighbour',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ _id: bookingId, paymentStatus: 'cancelled', cancelledBy: 'seller' });
    const mail = await mailbox.waitFor(
      (received) =>
        received.to === buyer.email && received.subject === `Your booking of ${car.productName} was declined`,
    );
    expect(mail.text).toContain('Sold to my neighbour');
    expect((await ordersOf(buyer)).find((row: { _id: string }) => row._id === bookingId)).toMatchObject({
      cancelledBy: 'seller',
      cancelReason: 'Sold to my neighbour',
      actions: [],
    });
    expect((await post(seller, `/api/bookings/${bookingId}/decline`, { reason: 'Again' })).statusCode).toBe(
      409,
    );
  });

  it('refuses another seller or the buyer (404), and a missing reason (400)', async () => {
    const bookingId = await bookCar(app, buyer, (await aCar()).id);
    expect((await post(otherSeller, `/api/bookings/${bookingId}/decline`, { reason: 'No' })).statusCode).toBe(
      404,
    );
    expect((await post(buyer, `/api/bookings/${bookingId}/decline`, { reason: 'No' })).statusCode).toBe(404);
    const empty = await post(seller, `/api/bookings/${bookingId}/decline`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Reason is required/);
  });
});

describe('GET /api/deals', () => {
  it('gives the seller each car with something going on, its bookings and offers newest first, with actions', async () => {
    const car = await aCar();
    const quiet = await aCar();
    const first = await bookCar(app, buyer, car.id);
    const second = await bookCar(app, otherBuyer, car.id);
    const offer = (await post(buyer, '/api/offers', { carId: car.id, amount: 14_000 })).json();

    const deals = await app.inject({ method: 'GET', url: '/api/deals', headers: bearer(seller) });
    expect(deals.statusCode, deals.body).toBe(200);
    const list = deals.json();
    expect(list.map((deal: { car: { _id: string } }) => deal.car._id)).not.toContain(quiet.id);
    const mine = list.find((deal: { car: { _id: string } }) => deal.car._id === car.id);
    expect(mine.bookings.map((booking: { _id: string }) => booking._id)).toEqual([second, first]);
    expect(mine.bookings[1]).toMatchObject({
      buyerEmail: buyer.email,
      phone: '+1 555 0111',
      meetingLocation: 'Main Street parking',
      actions: ['decline'],
    });
    expect(mine.offers).toEqual([
      expect.objectContaining({ _id: offer._id, amount: 14_000, actions: ['accept', 'decline', 'counter'] }),
    ]);
    expect(mine.reservations).toEqual([]);
    expect(mine.testDrives).toEqual([]);
    expect(list[0].car._id).toBe(car.id);

    const other = await app.inject({ method: 'GET', url: '/api/deals', headers: bearer(otherSeller) });
    expect(other.json()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/deals', headers: bearer(buyer) })).statusCode).toBe(
      403,
    );
  });
});
