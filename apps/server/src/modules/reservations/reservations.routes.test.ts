import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import {
  bookCar,
  confirmCard,
  payForBooking,
  reservationCall,
  reserve,
  reserveCar,
  testCards,
} from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const adminEmail = 'reservations-admin@example.com';
const { app, db, pool, sandbox } = await buildTestApp({ adminEmails: [adminEmail] });

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let otherBuyer: Person;
let unverifiedBuyer: Person;
let seller: Person;
let modelId: string;
let sellerId: string;

beforeAll(async () => {
  [buyer, otherBuyer, unverifiedBuyer, seller] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer', { verified: false }),
    signedUpAccount(app, 'seller'),
  ]);
  modelId = (await createCarModel(db, 'Hatchback')).id;
  sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0].id;
});

const aCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId, modelId }, { resalePrice: 9_000, ...overrides });

const carPage = async (id: string) => (await app.inject({ method: 'GET', url: `/api/cars/${id}` })).json();
const state = async (id: string) =>
  (await pool.query('select state, settled_at from reservations where id = $1', [id])).rows[0];
const intentOf = (intentId: string) =>
  sandbox.events().filter((event) => JSON.parse(event.payload).data.object.id === intentId);
const mailsAbout = async (to: string, productName: string) =>
  (
    await pool.query(
      `select subject, text_body as "textBody" from mail_messages
        where kind = 'reservation-updates' and recipient = $1 and subject like '%' || $2 || '%' order by created_at`,
      [to, productName],
    )
  ).rows as { subject: string; textBody: string }[];
const gatewayStatus = (intentId: string) => JSON.parse(intentOf(intentId).at(-1)!.payload).data.object.status;

describe('reserving a car', () => {
  it('holds the deposit on the card and shows the car reserved until the deadline, everywhere', async () => {
    const car = await aCar();
    const created = await reserve(app, buyer, car.id);
    expect(created.statusCode).toBe(200);
    const answer = created.json();
    expect(answer.amount).toBe(250);
    expect(answer.clientSecret).toMatch(/_secret_/);
    expect(new Date(answer.expiresAt).getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
    // Not reserved until the card is confirmed.
    expect((await carPage(car.id)).reservedUntil).toBeNull();

    const card = await confirmCard(app, sandbox, answer.clientSecret);
    expect(card.json().status).toBe('requires_capture');
    const confirmed = await reservationCall(app, buyer, answer._id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'active', amount: 250, balance: 8_750, role: 'buyer' });
    // Idempotent.
    expect((await reservationCall(app, buyer, answer._id, 'confirm')).json().state).toBe('active');
    expect((await carPage(car.id)).reservedUntil).toBe(answer.expiresAt);
    const model = await app.inject({
      method: 'GET',
      url: '/api/carModels/Hatchback',
      headers: bearer(otherBuyer),
    });
    expect(model.json().find((shown: { _id: string }) => shown._id === car.id).reservedUntil).toBe(
      answer.expiresAt,
    );

    const sellerList = await app.inject({ method: 'GET', url: '/api/reservations', headers: bearer(seller) });
    expect(sellerList.json()).toContainEqual(
      expect.objectContaining({ _id: answer._id, role: 'seller', buyerEmail: buyer.email, state: 'active' }),
    );
  });

  it('refuses other buyers: reserving, booking and paying', async () => {
    const car = await aCar();
    const earlierBooking = await bookCar(app, otherBuyer, car.id);
    await reserveCar(app, sandbox, buyer, car.id);
    const again = await reserve(app, otherBuyer, car.id);
    expect([again.statusCode, again.json().error]).toEqual([409, 'CONFLICT']);
    expect(again.json().message).toMatch(/reserved by another buyer until/);
    const booking = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(otherBuyer),
      payload: { carId: car.id, location: 'Lot', phone: '1' },
    });
    expect(booking.statusCode).toBe(409);
    const pay = await payForBooking(app, sandbox, otherBuyer, earlierBooking);
    expect([pay.step, pay.response.statusCode]).toEqual(['intent', 409]);
    const twice = await reserve(app, buyer, car.id);
    expect(twice.json().message).toMatch(/already reserved/);
  });

  it('refuses a sold car, a removed car, the seller, and a buyer whose address is not verified', async () => {
    const sold = await aCar({ saleStatus: 'sold' });
    expect((await reserve(app, buyer, sold.id)).statusCode).toBe(409);
    expect((await reserve(app, buyer, crypto.randomUUID())).statusCode).toBe(404);
    expect((await reserve(app, seller, (await aCar()).id)).statusCode).toBe(403);
    const unverified = await reserve(app, unverifiedBuyer, (await aCar()).id);
    expect([unverified.statusCode, unverified.json().error]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    expect((await reserve(app, undefined, (await aCar()).id)).statusCode).toBe(401);
  });

  it('lets the buyer cancel once, releasing the hold; the car is available again', async () => {
    const car = await aCar();
    const { id, intentId } = await reserveCar(app, sandbox, buyer, car.id);
    const cancelled = await reservationCall(app, buyer, id, 'cancel');
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', cancelledBy: 'buyer' });
    expect((await reservationCall(app, buyer, id, 'cancel')).statusCode).toBe(409);
    expect((await reservationCall(app, buyer, id, 'confirm')).statusCode).toBe(409);
    await expect.poll(async () => (await state(id)).settled_at).not.toBeNull();
    expect(gatewayStatus(intentId)).toBe('canceled');
    expect((await carPage(car.id)).reservedUntil).toBeNull();
    expect((await reserve(app, otherBuyer, car.id)).statusCode).toBe(200);
  });

  it('refuses a car priced under twice the deposit, saying why; at twice the deposit it holds', async () => {
    const cheap = await aCar({ resalePrice: 499 });
    const refused = await reserve(app, buyer, cheap.id);
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'CONFLICT']);
    expect(refused.json().message).toMatch(/costs \$499\.00.*at least twice the \$250\.00 deposit/);
    expect(await pool.query('select 1 from reservations where car_id = $1', [cheap.id])).toHaveProperty(
      'rowCount',
      0,
    );
    const { id } = await reserveCar(app, sandbox, buyer, (await aCar({ resalePrice: 500 })).id);
    const mine = await app.inject({ method: 'GET', url: '/api/reservations', headers: bearer(buyer) });
    expect(mine.json().find((each: { _id: string }) => each._id === id)).toMatchObject({
      amount: 250,
      balance: 250,
    });
  });

  it('tells anyone what reserving a car costs, and why it cannot be reserved', async () => {
    const terms = async (id: string) =>
      (await app.inject({ method: 'GET', url: `/api/cars/${id}/reservation-terms` })).json();
    const car = await aCar();
    expect(await terms(car.id)).toEqual({
      deposit: 250,
      hours: 72,
      balance: 8_750,
      reservable: true,
      reason: null,
    });
    await reserveCar(app, sandbox, buyer, car.id);
    expect(await terms(car.id)).toMatchObject({
      reservable: false,
      reason: expect.stringMatching(/is reserved until/),
    });
    expect(await terms((await aCar({ resalePrice: 300 })).id)).toMatchObject({
      reservable: false,
      reason: expect.stringMatching(/at least twice the \$250\.00 deposit/),
    });
    expect((await terms((await aCar({ saleStatus: 'sold' })).id)).reason).toMatch(/already sold/);
    const missing = await app.inject({
      method: 'GET',
      url: `/api/cars/${crypto.randomUUID()}/reservation-terms`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('ends a deleted buyer’s reservation and releases the hold on their card', async () => {
    const [leaving, admin] = await Promise.all([
      signedUpAccount(app, 'buyer'),
      signedUpAccount(app, 'buyer', { email: adminEmail }),
    ]);
    const car = await aCar();
    const { id, intentId } = await reserveCar(app, sandbox, leaving, car.id);
    const leavingId = (await pool.query('select id from accounts where user_email = $1', [leaving.email]))
      .rows[0].id as string;

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/buyers/${leavingId}`,
      headers: bearer(admin),
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });

    expect((await state(id)).state).toBe('cancelled');
    await expect.poll(async () => (await state(id)).settled_at).not.toBeNull();
    expect(gatewayStatus(intentId)).toBe('canceled');
    expect((await carPage(car.id)).reservedUntil).toBeNull();
  });

  it('tells the buyer and the seller when it starts, and who cancelled it', async () => {
    const car = await aCar({ productName: 'Green hatch' });
    const { id } = await reserveCar(app, sandbox, buyer, car.id);
    await reservationCall(app, seller, id, 'cancel');
    // Told once the gateway has released the hold.
    await expect.poll(async () => (await mailsAbout(buyer.email, 'Green hatch')).length).toBe(2);
    const toBuyer = await mailsAbout(buyer.email, 'Green hatch');
    expect(toBuyer.map((mail) => mail.subject)).toEqual([
      'Green hatch is reserved',
      'Reservation of Green hatch cancelled',
    ]);
    expect(toBuyer[1]!.textBody).toMatch(/The seller cancelled the reservation of Green hatch/);
    expect(toBuyer[1]!.textBody).toMatch(/released: you are not charged/);
    const toSeller = await mailsAbout(seller.email, 'Green hatch');
    expect(toSeller[0]!.textBody).toContain(buyer.email);
    expect(toSeller[1]!.textBody).toMatch(/You cancelled the reservation of Green hatch/);
  });

  it('lets the seller cancel, and nobody else', async () => {
    const car = await aCar();
    const { id } = await reserveCar(app, sandbox, buyer, car.id);
    expect((await reservationCall(app, otherBuyer, id, 'cancel')).statusCode).toBe(404);
    expect((await reservationCall(app, seller, id, 'confirm')).statusCode).toBe(403);
    const cancelled = await reservationCall(app, seller, id, 'cancel');
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', cancelledBy: 'seller', role: 'seller' });
  });

  it('ends with the sale: PAY NOW charges the price less the deposit, and the hold is captured', async () => {
    const car = await aCar();
    const { id, intentId } = await reserveCar(app, sandbox, buyer, car.id);
    const bookingId = await bookCar(app, buyer, car.id);
    const paid = await payForBooking(app, sandbox, buyer, bookingId);
    expect(paid.response.statusCode).toBe(200);
    const charge = JSON.parse(intentOf(paid.transactionId!).at(-1)!.payload).data.object;
    expect(charge.amount).toBe(875_000);
    expect((await state(id)).state).toBe('converted');
    await expect.poll(async () => (await state(id)).settled_at).not.toBeNull();
    const hold = JSON.parse(intentOf(intentId).at(-1)!.payload).data.object;
    expect([hold.status, hold.amount_received]).toEqual(['succeeded', 25_000]);
    expect((await reservationCall(app, buyer, id, 'cancel')).statusCode).toBe(409);
    const told = await mailsAbout(seller.email, car.productName);
    expect(told.map((mail) => mail.subject)).toEqual([
      `${car.productName} is reserved`,
      `Reservation of ${car.productName} paid`,
    ]);
  });

  it('is refused when the card is declined, and a second press reuses the hold waiting for its card', async () => {
    const car = await aCar();
    const first = (await reserve(app, buyer, car.id)).json();
    const declined = await confirmCard(app, sandbox, first.clientSecret, { number: testCards.declined });
    expect(declined.statusCode).toBe(402);
    expect((await reservationCall(app, buyer, first._id, 'confirm')).statusCode).toBe(409);
    const second = (await reserve(app, buyer, car.id)).json();
    expect(second._id).toBe(first._id);
    expect(second.clientSecret).toBe(first.clientSecret);
  });

  it('ends when a seller marks the car sold elsewhere: the hold is released', async () => {
    const car = await aCar();
    const { id, intentId } = await reserveCar(app, sandbox, buyer, car.id);
    const sold = await app.inject({
      method: 'PUT',
      url: `/api/products/sold/${car.id}`,
      headers: bearer(seller),
    });
    expect(sold.statusCode).toBe(200);
    expect((await state(id)).state).toBe('cancelled');
    await expect.poll(() => gatewayStatus(intentId)).toBe('canceled');
  });
});
