import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { expectLedgerBalanced, owedToSeller } from '../../../test/ledger.ts';
import {
  bookCar,
  completeBooking,
  confirmCard,
  createIntent,
  deliverWebhook,
  payForBooking,
  recordPayment,
  reserveCar,
} from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp, mailboxOf } from '../../../test/test-app.ts';
import { submitOnboardingPage } from '../../stripe-sandbox/onboarding-page.ts';
import { startStripeSandbox } from '../../stripe-sandbox/start.ts';

// A 5 % fee; the sandbox answers over HTTP so sellers can onboard and the test can read Stripe's records.
const started = await startStripeSandbox();
const { sandbox } = started;
const { app, db, pool } = await buildTestApp({
  payments: started,
  platformFeeBasisPoints: 500,
  adminEmails: ['refunds-admin@example.com'],
});
const mailbox = mailboxOf(app);
const stripe = new Stripe(sandbox.secretKey, {
  host: started.address.host,
  port: started.address.port,
  protocol: 'http',
});

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let admin: Person;
let buyer: Person;
let modelId: string;

beforeAll(async () => {
  [admin, buyer] = await Promise.all([
    signedUpAccount(app, 'buyer', { email: 'refunds-admin@example.com' }),
    signedUpAccount(app, 'buyer'),
  ]);
  modelId = (await createCarModel(db, 'Refund Wagon')).id;
});

const post = (person: Person | undefined, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(person), ...(payload ? { payload } : {}) });
const get = (person: Person | undefined, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(person) });
const accountIdOf = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;
const deliver = (payload: string) => deliverWebhook(app, payload, sandbox.signature(payload));

async function onboard(seller: Person) {
  const { url } = (await post(seller, '/api/payouts/onboarding')).json();
  await submitOnboardingPage(url);
  expect((await get(seller, '/api/payouts')).json().status).toBe('enabled');
}

async function aSale(seller: Person, dollars: number, card?: string) {
  const car = await createCar(db, { sellerId: await accountIdOf(seller), modelId }, { resalePrice: dollars });
  const bookingId = await bookCar(app, buyer, car.id);
  if (!card) {
    const paid = await payForBooking(app, sandbox, buyer, bookingId);
    expect(paid.response.statusCode, paid.response.body).toBe(200);
    return { car, bookingId, intentId: paid.transactionId! };
  }
  const intent = await createIntent(app, buyer, bookingId);
  const intentId = (await confirmCard(app, sandbox, intent.json().clientSecret, { number: card })).json().id;
  await recordPayment(app, buyer, intentId);
  expect((await completeBooking(app, buyer, bookingId)).statusCode).toBe(200);
  return { car, bookingId, intentId: intentId as string };
}

const transfersOf = async (bookingId: string) =>
  (await pool.query('select * from payout_transfers where booking_id = $1 order by created_at', [bookingId]))
    .rows;
const saleStatusOf = async (carId: string) =>
  (await pool.query('select sale_status from cars where id = $1', [carId])).rows[0].sale_status;
const paymentStatusOf = async (bookingId: string) =>
  (
    await pool.query(`select status from payments where booking_id = $1 and paid_date is not null`, [
      bookingId,
    ])
  ).rows[0].status;
const refundedAtGateway = async (intentId: string) => {
  const intent = await stripe.paymentIntents.retrieve(intentId);
  return (await stripe.charges.retrieve(intent.latest_charge as string)).amount_refunded;
};
const owedTo = (sellerId: string, account?: string) => owedToSeller(pool, sellerId, account);
const orderOf = async (bookingId: string) =>
  (await post(buyer, `/api/bookings/${buyer.email}`, { email: buyer.email }))
    .json()
    .find((order: { _id: string }) => order._id === bookingId);
const dealBookingOf = async (seller: Person, bookingId: string) =>
  (await get(seller, '/api/deals'))
    .json()
    .flatMap((deal: { bookings: { _id: string }[] }) => deal.bookings)
    .find((booking: { _id: string }) => booking._id === bookingId);

describe('an administrator refunds a paid sale', () => {
  it('before the seller was paid: the share is cancelled, the card refunded once, the car on sale again, both told', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { car, bookingId, intentId } = await aSale(seller, 10_000);
    const reason = 'The car’s title could not be transferred.';

    const refunded = await post(admin, `/api/admin/payments/${bookingId}/refund`, { reason, relist: true });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toEqual({
      bookingId,
      paymentStatus: 'refunded',
      refundedCents: 1_000_000,
      relisted: true,
    });
    expect(await saleStatusOf(car.id)).toBe('available');
    expect((await transfersOf(bookingId)).map((t) => t.state)).toEqual(['cancelled']);
    await expect.poll(() => paymentStatusOf(bookingId), { timeout: 20_000 }).toBe('refunded');
    expect(await refundedAtGateway(intentId)).toBe(1_000_000);
    expect(await orderOf(bookingId)).toMatchObject({
      paymentStatus: 'refunded',
      refund: { by: 'admin', reason, amountCents: 1_000_000 },
    });
    const toBuyer = await mailbox.waitFor(
      (mail) => mail.to === buyer.email && mail.subject.startsWith('Refund:'),
    );
    expect(toBuyer.text).toContain(reason);
    const toSeller = await mailbox.waitFor(
      (mail) => mail.to === seller.email && mail.subject.startsWith('Sale refunded:'),
    );
    expect(toSeller.text).toContain('The car is on sale again.');

    // Nothing is owed to the seller, the fee is given back, and the books balance.
    const sellerId = await accountIdOf(seller);
    expect(await owedTo(sellerId)).toBe(0);
    expect(await owedTo(sellerId, 'platform_fees')).toBe(0);
    await expectLedgerBalanced(pool);

    const again = await post(admin, `/api/admin/payments/${bookingId}/refund`, { reason, relist: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already been refunded');
  });

  it('after the seller was paid: the transfer is reversed from their account and the car stays sold', async () => {
    const seller = await signedUpAccount(app, 'seller');
    await onboard(seller);
    const { car, bookingId, intentId } = await aSale(seller, 6_000);
    await expect.poll(async () => (await transfersOf(bookingId))[0]?.state, { timeout: 20_000 }).toBe('paid');

    const refunded = await post(admin, `/api/admin/payments/${bookingId}/refund`, {
      reason: 'The buyer returned the car.',
      relist: false,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().relisted).toBe(false);
    expect(await saleStatusOf(car.id)).toBe('sold');
    const [transfer] = await transfersOf(bookingId);
    expect(transfer.state).toBe('reversed');
    expect(await stripe.transfers.retrieve(transfer.stripe_transfer_id)).toMatchObject({
      amount: 570_000,
      amount_reversed: 570_000,
    });
    await expect.poll(() => paymentStatusOf(bookingId), { timeout: 20_000 }).toBe('refunded');
    expect(await refundedAtGateway(intentId)).toBe(600_000);
    expect(await owedTo(await accountIdOf(seller))).toBe(0);
    await expectLedgerBalanced(pool);
  });

  it('refunds a reservation’s deposit and the rest of the price, each once', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const car = await createCar(db, { sellerId: await accountIdOf(seller), modelId }, { resalePrice: 9_000 });
    const reservation = await reserveCar(app, sandbox, buyer, car.id);
    const bookingId = await bookCar(app, buyer, car.id);
    const paid = await payForBooking(app, sandbox, buyer, bookingId);
    expect(paid.response.statusCode, paid.response.body).toBe(200);
    await expect
      .poll(
        async () =>
          (await pool.query('select settled_at from reservations where id = $1', [reservation.id])).rows[0]
            .settled_at,
      )
      .not.toBeNull();

    const refunded = await post(admin, `/api/admin/payments/${bookingId}/refund`, {
      reason: 'Sold twice by mistake.',
      relist: true,
    });
    expect(refunded.json().refundedCents).toBe(900_000);
    await expect.poll(() => paymentStatusOf(bookingId), { timeout: 20_000 }).toBe('refunded');
    const deposit = await refundedAtGateway(reservation.intentId);
    expect(deposit).toBeGreaterThan(0);
    expect(deposit + (await refundedAtGateway(paid.transactionId!))).toBe(900_000);
    expect((await transfersOf(bookingId)).map((t) => t.state)).toEqual(['cancelled', 'cancelled']);
    expect(await owedTo(await accountIdOf(seller))).toBe(0);
    await expectLedgerBalanced(pool);
  });

  it('refuses bad reasons, unpaid bookings, other people and unknown sales, changing nothing', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { bookingId } = await aSale(seller, 4_000);
    const url = `/api/admin/payments/${bookingId}/refund`;
    const tooShort = await post(admin, url, { reason: 'no', relist: true });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('Reason must be at least 3 characters');
    expect((await post(admin, url, { reason: 'Changed my mind' })).statusCode).toBe(400);
    expect((await post(seller, url, { reason: 'Changed my mind', relist: true })).statusCode).toBe(403);
    expect((await post(undefined, url, { reason: 'Changed my mind', relist: true })).statusCode).toBe(401);
    const unknown = `/api/admin/payments/00000000-0000-4000-8000-000000000000/refund`;
    expect((await post(admin, unknown, { reason: 'Changed my mind', relist: true })).statusCode).toBe(404);
    const unpaid = await bookCar(
      app,
      buyer,
      (await createCar(db, { sellerId: await accountIdOf(seller), modelId })).id,
    );
    const notPaid = await post(admin, `/api/admin/payments/${unpaid}/refund`, {
      reason: 'Changed my mind',
      relist: true,
    });
    expect(notPaid.statusCode).toBe(409);
    expect(await paymentStatusOf(bookingId)).toBe('completed');
  });
});

describe('the seller refunds a sale of their car', () => {
  it('may while their share is held, and the deals page offers it only then', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { car, bookingId } = await aSale(seller, 7_000);
    expect((await dealBookingOf(seller, bookingId)).actions).toEqual(['refund']);
    const stranger = await signedUpAccount(app, 'seller');
    const url = `/api/payments/${bookingId}/refund`;
    expect((await post(stranger, url, { reason: 'Not mine to refund' })).statusCode).toBe(404);
    expect((await post(buyer, url, { reason: 'Not mine to refund' })).statusCode).toBe(403);

    const refunded = await post(seller, url, { reason: 'The car failed its inspection.' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ paymentStatus: 'refunded', relisted: true });
    expect(await saleStatusOf(car.id)).toBe('available');
    expect(await dealBookingOf(seller, bookingId)).toMatchObject({
      paymentStatus: 'refunded',
      refund: { by: 'seller', reason: 'The car failed its inspection.' },
      actions: [],
    });
    expect(await orderOf(bookingId)).toMatchObject({ refund: { by: 'seller' } });
  });

  it('may not once their share was sent: the deals page stops offering it and the call is refused', async () => {
    const seller = await signedUpAccount(app, 'seller');
    await onboard(seller);
    const { bookingId } = await aSale(seller, 7_000);
    await expect.poll(async () => (await transfersOf(bookingId))[0]?.state, { timeout: 20_000 }).toBe('paid');
    expect((await dealBookingOf(seller, bookingId)).actions).toEqual([]);
    const refused = await post(seller, `/api/payments/${bookingId}/refund`, { reason: 'Changed my mind' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('already been sent to your bank account');
    expect(await paymentStatusOf(bookingId)).toBe('completed');
    expect((await transfersOf(bookingId))[0].state).toBe('paid');
  });

  it('refunds once when the seller and an administrator press at the same moment', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { bookingId, intentId } = await aSale(seller, 5_000);
    const answers = await Promise.all([
      post(seller, `/api/payments/${bookingId}/refund`, { reason: 'Sold elsewhere, sorry.' }),
      post(admin, `/api/admin/payments/${bookingId}/refund`, { reason: 'Buyer asked us.', relist: false }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await expect.poll(() => paymentStatusOf(bookingId), { timeout: 20_000 }).toBe('refunded');
    expect(await refundedAtGateway(intentId)).toBe(500_000);
    await expectLedgerBalanced(pool);
  });
});

describe('card disputes', () => {
  const disputeEventOf = (intentId: string) =>
    sandbox
      .events()
      .findLast((event) => event.type === 'charge.dispute.created' && event.payload.includes(intentId));

  it('freeze the seller’s share until the bank decides; a win sends it, and the admin list shows the dispute', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { bookingId, intentId } = await aSale(seller, 2_000, '4000 0000 0000 0259');
    await expect.poll(() => disputeEventOf(intentId)).toBeDefined();
    const event = disputeEventOf(intentId)!;
    // Delivered twice, and once more after the seller onboards: one dispute, the share still held.
    expect((await deliver(event.payload)).statusCode).toBe(200);
    expect((await deliver(event.payload)).statusCode).toBe(200);
    await onboard(seller);
    await app.payouts.sweep();
    expect((await transfersOf(bookingId))[0]).toMatchObject({ state: 'pending', frozen: true });
    expect((await get(seller, '/api/payouts')).json().transfers[0]).toMatchObject({ frozen: true });
    const disputed = (await get(admin, '/api/admin/payments?status=disputed')).json();
    expect(disputed.find((row: { bookingId: string }) => row.bookingId === bookingId)).toMatchObject({
      paymentStatus: 'paid',
      feeCents: 10_000,
      transfer: { state: 'pending', amountCents: 190_000, frozen: true },
      dispute: { reason: 'fraudulent', status: 'open', amountCents: 200_000 },
    });

    const dispute = JSON.parse(event.payload).data.object;
    const closed = JSON.stringify({
      ...JSON.parse(event.payload),
      id: `evt_closed_${dispute.id}`,
      type: 'charge.dispute.closed',
      data: { object: { ...dispute, status: 'won' } },
    });
    expect((await deliver(closed)).statusCode).toBe(200);
    expect((await deliver(closed)).statusCode).toBe(200);
    // Won: the share is free to go, and a job sends it once Stripe has given the disputed money back.
    await expect.poll(async () => (await transfersOf(bookingId))[0]?.frozen, { timeout: 20_000 }).toBe(false);
    await expectLedgerBalanced(pool);
  });

  it('lost: the sale is refunded as the bank did, without sending the money a second time', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { car, bookingId, intentId } = await aSale(seller, 2_500, '4000 0000 0000 0259');
    await expect.poll(() => disputeEventOf(intentId)).toBeDefined();
    const event = disputeEventOf(intentId)!;
    const dispute = JSON.parse(event.payload).data.object;
    const lost = JSON.stringify({
      ...JSON.parse(event.payload),
      id: `evt_lost_${dispute.id}`,
      type: 'charge.dispute.closed',
      data: { object: { ...dispute, status: 'lost' } },
    });
    // The decision arrives before the dispute itself, which then changes nothing.
    expect((await deliver(lost)).statusCode).toBe(200);
    expect((await deliver(event.payload)).statusCode).toBe(200);
    expect((await deliver(lost)).statusCode).toBe(200);
    expect(await orderOf(bookingId)).toMatchObject({ paymentStatus: 'refunded', refund: { by: 'admin' } });
    expect(await paymentStatusOf(bookingId)).toBe('refunded');
    expect(await refundedAtGateway(intentId)).toBe(0);
    expect(await saleStatusOf(car.id)).toBe('sold');
    expect((await transfersOf(bookingId))[0].state).toBe('cancelled');
    expect(await owedTo(await accountIdOf(seller))).toBe(0);
    await expectLedgerBalanced(pool);
  });
});
