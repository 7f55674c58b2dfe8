import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import {
  bookCar,
  completeBooking,
  confirmCard,
  createIntent,
  deliverWebhook,
  payForBooking,
  recordPayment,
  succeededEvent as succeededOf,
  testCards,
} from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool, sandbox } = await buildTestApp();
// Only for its webhook test helpers: this client never makes a request.
const stripe = new Stripe('sk_test_helpers_only');

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let otherBuyer: Person;
let seller: Person;
let modelId: string;
let sellerId: string;

beforeAll(async () => {
  [buyer, otherBuyer, seller] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
  ]);
  modelId = (await createCarModel(db, 'Coupe')).id;
  sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0].id;
});

const aCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId, modelId }, { resalePrice: 12_300, advertisedAt: new Date(), ...overrides });

const row = async (table: 'bookings' | 'cars', id: string) =>
  (await pool.query(`select * from ${table} where id = $1`, [id])).rows[0];
const paymentsOf = async (bookingId: string) =>
  (await pool.query('select * from payments where booking_id = $1 order by created_at', [bookingId])).rows;
/** Everything a refused request must leave as it was. */
const snapshot = async () =>
  (
    await pool.query(`select
      (select json_agg(b order by b.id) from bookings b) as bookings,
      (select json_agg(p order by p.id) from payments p) as payments,
      (select json_agg(c.sale_status order by c.id) from cars c) as cars`)
  ).rows[0];

const intentFor = async (person: Person, bookingId: string) => {
  const response = await createIntent(app, person, bookingId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().clientSecret as string;
};

const succeededEvent = (intentId: string) => succeededOf(sandbox, intentId);
const deliver = (payload: string, signature?: string) => deliverWebhook(app, payload, signature);

describe('paying for a booking', () => {
  it('charges the booking’s price, records the payment, completes the sale, and does it all once', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const clientSecret = await intentFor(buyer, bookingId);
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(await intentFor(buyer, bookingId), 'the open intent is reused').toBe(clientSecret);

    const confirmed = await confirmCard(app, sandbox, clientSecret);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', amount: 1_230_000 });
    const transactionId = confirmed.json().id;

    const recorded = await recordPayment(app, buyer, transactionId);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await recordPayment(app, buyer, transactionId)).json().insertedId).toBe(
      recorded.json().insertedId,
    );

    const completed = await completeBooking(app, buyer, bookingId);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toEqual({ acknowledged: true, paymentStatus: 'paid', transactionId });
    expect((await completeBooking(app, buyer, bookingId)).json()).toEqual(completed.json());

    expect(await row('bookings', bookingId)).toMatchObject({ payment_status: 'paid' });
    expect(await row('cars', car.id)).toMatchObject({ sale_status: 'sold', advertised_at: null });
    const [payment] = await paymentsOf(bookingId);
    expect(payment).toMatchObject({
      intent_id: transactionId,
      amount_cents: 1_230_000,
      status: 'completed',
      email: buyer.email,
      product: car.productName,
    });
    expect(payment.paid_time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(payment.paid_date).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);

    const orders = await app.inject({
      method: 'POST',
      url: `/api/bookings/${buyer.email}`,
      headers: bearer(buyer),
      payload: { email: buyer.email },
    });
    expect(orders.json().find((order: { _id: string }) => order._id === bookingId)).toMatchObject({
      paymentStatus: 'paid',
    });
    const again = await createIntent(app, buyer, bookingId);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      `You have already paid for ${car.productName}.`,
    ]);
  });

  it('ignores a tampered client price: the intent is for the booking’s price', async () => {
    const car = await aCar({ resalePrice: 9_999 });
    const bookingId = await bookCar(app, buyer, car.id);
    const response = await createIntent(app, buyer, bookingId, 1);
    expect(response.statusCode).toBe(200);
    const confirmed = await confirmCard(app, sandbox, response.json().clientSecret);
    expect(confirmed.json().amount).toBe(999_900);
    expect((await paymentsOf(bookingId))[0].amount_cents).toBe(999_900);
  });

  it('refuses another buyer’s booking, an unknown booking and anonymous callers, charging nothing', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const clientSecret = await intentFor(buyer, bookingId);
    const transactionId = (await confirmCard(app, sandbox, clientSecret)).json().id;
    const before = await snapshot();

    expect((await createIntent(app, otherBuyer, bookingId)).statusCode).toBe(404);
    expect((await createIntent(app, seller, bookingId)).statusCode).toBe(404);
    expect((await createIntent(app, buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await createIntent(app, undefined, bookingId)).statusCode).toBe(401);
    expect((await createIntent(app, buyer, 'not-an-id')).statusCode).toBe(400);
    expect((await recordPayment(app, otherBuyer, transactionId)).statusCode).toBe(404);
    expect((await recordPayment(app, undefined, transactionId)).statusCode).toBe(401);
    expect((await completeBooking(app, otherBuyer, bookingId)).statusCode).toBe(404);
    expect((await completeBooking(app, undefined, bookingId)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to open a payment for a sold car', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    await pool.query(`update cars set sale_status = 'sold' where id = $1`, [car.id]);
    const response = await createIntent(app, buyer, bookingId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('sold to another buyer');
    expect(await paymentsOf(bookingId)).toEqual([]);
  });

  it('refuses to open a payment for a booking cancelled when its seller sold the car elsewhere', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const sold = await app.inject({
      method: 'PUT',
      url: `/api/products/sold/${car.id}`,
      headers: bearer(seller),
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await row('bookings', bookingId)).toMatchObject({ payment_status: 'cancelled' });

    const response = await createIntent(app, buyer, bookingId);
    expect([response.statusCode, response.json().error]).toEqual([409, 'CONFLICT']);
    expect(response.json().message).toBe(
      `Your booking of ${car.productName} was cancelled: its seller sold the car elsewhere, so it can no longer be paid for.`,
    );
    expect(await paymentsOf(bookingId)).toEqual([]);

    const page = await app.inject({
      method: 'GET',
      url: `/api/bookingPayment/${bookingId}`,
      headers: bearer(buyer),
    });
    expect(page.json()).toMatchObject({ paymentStatus: 'cancelled', payable: false });
  });

  it('tells the payment page which bookings can be paid', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const page = () =>
      app.inject({ method: 'GET', url: `/api/bookingPayment/${bookingId}`, headers: bearer(buyer) });
    expect((await page()).json()).toMatchObject({ paymentStatus: 'unpaid', payable: true });
    await pool.query(`update cars set sale_status = 'sold' where id = $1`, [car.id]);
    expect((await page()).json()).toMatchObject({ paymentStatus: 'unpaid', carSold: true, payable: false });
  });

  it('records nothing and completes nothing for an intent that has not succeeded', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const clientSecret = await intentFor(buyer, bookingId);
    const intentId = clientSecret.split('_secret_')[0]!;

    const declined = await confirmCard(app, sandbox, clientSecret, { number: testCards.declined });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ type: 'card_error', message: 'Your card was declined.' });
    const before = await snapshot();

    const unpaid = await recordPayment(app, buyer, intentId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('This payment has not gone through. Please pay again.');
    expect((await recordPayment(app, buyer, 'pi_madeup')).statusCode).toBe(404);
    const early = await completeBooking(app, buyer, bookingId);
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'No payment for this booking has gone through yet.',
    ]);
    expect(await snapshot()).toEqual(before);

    const insufficient = await confirmCard(app, sandbox, clientSecret, {
      number: testCards.insufficientFunds,
    });
    expect(insufficient.json().error.message).toBe('Your card has insufficient funds.');
    expect(
      (await confirmCard(app, sandbox, clientSecret)).statusCode,
      'the same intent can still be paid',
    ).toBe(200);
  });

  it('refunds a charge that arrives after the car was sold to someone else, and says so', async () => {
    const car = await aCar();
    const first = await bookCar(app, buyer, car.id);
    const second = await bookCar(app, otherBuyer, car.id);
    const secondSecret = await intentFor(otherBuyer, second);
    expect((await payForBooking(app, sandbox, buyer, first)).response.statusCode).toBe(200);

    const late = await confirmCard(app, sandbox, secondSecret);
    expect(late.statusCode).toBe(200);
    expect((await recordPayment(app, otherBuyer, late.json().id)).statusCode).toBe(200);
    const refused = await completeBooking(app, otherBuyer, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('PAYMENT_REFUNDED');
    expect(refused.json().message).toContain('has been refunded');
    expect(refused.json().message).toContain('$12,300.00');

    expect(await row('bookings', second)).toMatchObject({ payment_status: 'refunded' });
    expect(await row('bookings', first)).toMatchObject({ payment_status: 'paid' });
    const [payment] = await paymentsOf(second);
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(payment.refund_id).toMatch(/^re_/);
    expect(
      sandbox
        .events()
        .filter((event) => event.payload.includes(payment.intent_id) && event.type === 'refund.created'),
    ).toHaveLength(1);
    expect((await completeBooking(app, otherBuyer, second)).json().error, 'a retry is told the same').toBe(
      'PAYMENT_REFUNDED',
    );
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('completes the sale for a buyer who closed the page right after paying, once per event', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const clientSecret = await intentFor(buyer, bookingId);
    const intentId = (await confirmCard(app, sandbox, clientSecret)).json().id;
    const event = succeededEvent(intentId);

    const delivered = await deliver(event.payload, sandbox.signature(event.payload));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(await row('bookings', bookingId)).toMatchObject({ payment_status: 'paid' });
    expect(await row('cars', car.id)).toMatchObject({ sale_status: 'sold' });

    const before = await snapshot();
    expect((await deliver(event.payload, sandbox.signature(event.payload))).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
    const seen = await pool.query('select count(*)::int as n from gateway_events where id = $1', [
      JSON.parse(event.payload).id,
    ]);
    expect(seen.rows[0].n).toBe(1);
    expect((await completeBooking(app, buyer, bookingId)).json()).toMatchObject({ transactionId: intentId });
  });

  it('refuses missing, wrong and stale signatures with 400, changing nothing', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const intentId = (await confirmCard(app, sandbox, await intentFor(buyer, bookingId))).json().id;
    const { payload } = succeededEvent(intentId);
    const before = await snapshot();

    const cases = {
      missing: undefined,
      'another secret': stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
      stale: stripe.webhooks.generateTestHeaderString({
        payload,
        secret: sandbox.webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - 600,
      }),
      'another body': sandbox.signature(payload.replace('succeeded', 'succeeded ')),
      garbage: 't=1,v1=abc',
    };
    for (const [name, signature] of Object.entries(cases)) {
      const response = await deliver(payload, signature);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error).toBe('BAD_REQUEST');
    }
    expect(await snapshot()).toEqual(before);
    const fresh = stripe.webhooks.generateTestHeaderString({ payload, secret: sandbox.webhookSecret });
    expect((await deliver(payload, fresh)).statusCode, 'the SDK’s own signature is accepted').toBe(200);
  });

  it('is delivered by the sandbox itself over HTTP', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    sandbox.setWebhookUrl(`${address}/api/webhooks/stripe`);
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    await confirmCard(app, sandbox, await intentFor(buyer, bookingId));
    await expect
      .poll(async () => (await row('bookings', bookingId)).payment_status, { timeout: 10_000 })
      .toBe('paid');
  });
});

describe('the sandbox on this origin', () => {
  it('takes only the browser’s publishable-key calls', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/stripe-sandbox/v1/payment_intents',
      headers: {
        authorization: `Bearer ${sandbox.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'amount=5000&currency=usd',
    });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/paymentProvider' })).json()).toEqual({
      kind: 'sandbox',
      publishableKey: sandbox.publishableKey,
      apiBase: '/stripe-sandbox',
    });
  });
});
