import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { expectLedgerBalanced, ledgerLinesOf, owedToSeller } from '../../../test/ledger.ts';
import { bookCar, payForBooking } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { GatewayError } from '../../lib/errors.ts';
import { submitOnboardingPage } from '../../stripe-sandbox/onboarding-page.ts';
import { startStripeSandbox } from '../../stripe-sandbox/start.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';

// One Stripe sandbox in front of two servers on one database, at a 5 % fee. A third server's gateway loses the answer
// to its next transfer once told to, as a server killed between Stripe's transfer and its own commit would.
const started = await startStripeSandbox();
const { sandbox } = started;
const first = await buildTestApp({ payments: started, platformFeeBasisPoints: 500 });
const second = await buildTestApp({ payments: started, databaseOf: first, secret: first.secret });
let loseNextTransferAnswer = false;
const forgetful: PaymentGateway = {
  ...started.gateway,
  async transfer(input) {
    const made = await started.gateway.transfer(input);
    if (loseNextTransferAnswer) {
      loseNextTransferAnswer = false;
      throw new GatewayError(new Error('socket hang up'));
    }
    return made;
  },
};
const third = await buildTestApp({
  payments: { ...started, gateway: forgetful },
  databaseOf: first,
  secret: first.secret,
});
const { app, db, pool } = first;
const stripe = new Stripe(sandbox.secretKey, {
  host: started.address.host,
  port: started.address.port,
  protocol: 'http',
});

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let modelId: string;

beforeAll(async () => {
  buyer = await signedUpAccount(app, 'buyer');
  modelId = (await createCarModel(db, 'Transfer Coupe')).id;
});

const accountIdOf = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;
const payoutsOf = async (person: Person) =>
  (await app.inject({ method: 'GET', url: '/api/payouts', headers: bearer(person) })).json();

/** The seller goes through Stripe's onboarding and comes back to the payouts page, which reads the account. */
async function onboard(seller: Person) {
  const { url } = (
    await app.inject({ method: 'POST', url: '/api/payouts/onboarding', headers: bearer(seller) })
  ).json();
  await submitOnboardingPage(url);
  expect((await payoutsOf(seller)).status).toBe('enabled');
}

/** A car of the seller at `dollars`, bought and paid by card. */
async function sell(seller: Person, dollars: number) {
  const car = await createCar(db, { sellerId: await accountIdOf(seller), modelId }, { resalePrice: dollars });
  const bookingId = await bookCar(app, buyer, car.id);
  const paid = await payForBooking(app, sandbox, buyer, bookingId);
  expect(paid.response.statusCode, paid.response.body).toBe(200);
  return { bookingId, intentId: paid.transactionId! };
}

const transferOf = async (bookingId: string) =>
  (await pool.query('select * from payout_transfers where booking_id = $1', [bookingId])).rows[0];
const stripeTransfersOf = async (bookingId: string) =>
  (await stripe.transfers.list({ transfer_group: `booking-${bookingId}`, limit: 100 })).data;
const owedTo = (sellerId: string) => owedToSeller(pool, sellerId);
const paidSoon = (bookingId: string) =>
  expect.poll(async () => (await transferOf(bookingId))?.state, { timeout: 20_000 }).toBe('paid');

describe('transfers of a sale to its seller', () => {
  it('sends an onboarded seller the price less the fee from the sale’s charge, once, and the payouts page lists it', async () => {
    const seller = await signedUpAccount(app, 'seller');
    await onboard(seller);
    const { bookingId, intentId } = await sell(seller, 10_000);
    await paidSoon(bookingId);

    const transfer = await transferOf(bookingId);
    expect(transfer).toMatchObject({ gross_cents: 1_000_000, fee_cents: 50_000, amount_cents: 950_000 });
    const [sent, ...more] = await stripeTransfersOf(bookingId);
    expect(more).toEqual([]);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(sent).toMatchObject({
      id: transfer.stripe_transfer_id,
      amount: 950_000,
      source_transaction: intent.latest_charge,
      destination: expect.stringMatching(/^acct_/),
    });
    expect(await payoutsOf(seller)).toMatchObject({
      status: 'enabled',
      pendingCents: 0,
      transfers: [
        {
          _id: transfer.id,
          bookingId,
          amountCents: 950_000,
          feeCents: 50_000,
          state: 'paid',
          frozen: false,
          productName: transfer.product_name,
        },
      ],
    });
    const payment = (await pool.query('select id from payments where booking_id = $1', [bookingId])).rows[0];
    expect(
      (await ledgerLinesOf(pool, `payment:${payment.id}`)).map((l) => [l.movementKey, l.account]),
    ).toEqual([
      [`charge:payment:${payment.id}`, 'gateway'],
      [`charge:payment:${payment.id}`, 'seller_payable'],
      [`fee:payment:${payment.id}`, 'seller_payable'],
      [`fee:payment:${payment.id}`, 'platform_fees'],
      [`transfer:payment:${payment.id}`, 'seller_payable'],
      [`transfer:payment:${payment.id}`, 'gateway'],
    ]);
    expect(await owedTo(await accountIdOf(seller))).toBe(0);
    await expectLedgerBalanced(pool);
  });

  it('holds the money of a seller not yet onboarded, then sends it once when their account is enabled', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { bookingId } = await sell(seller, 8_000);
    expect(await payoutsOf(seller)).toMatchObject({
      status: 'not_started',
      pendingCents: 760_000,
      transfers: [{ state: 'pending', amountCents: 760_000, feeCents: 40_000 }],
    });
    expect(await owedTo(await accountIdOf(seller))).toBe(760_000);

    await onboard(seller);
    await paidSoon(bookingId);
    // Sweeps on both servers find nothing more to send.
    await Promise.all([first.app.payouts.sweep(), second.app.payouts.sweep(), first.app.payouts.sweep()]);
    expect(await stripeTransfersOf(bookingId)).toHaveLength(1);
    expect(await payoutsOf(seller)).toMatchObject({ pendingCents: 0, transfers: [{ state: 'paid' }] });
    expect(await owedTo(await accountIdOf(seller))).toBe(0);
    await expectLedgerBalanced(pool);
  });

  it('sends once when two servers and the job try the same transfer at the same moment', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { bookingId } = await sell(seller, 5_000);
    const { id } = await transferOf(bookingId);
    // Enabling the account queues the job; both servers try too, at once.
    await onboard(seller);
    await Promise.all([
      first.app.payouts.send(id),
      second.app.payouts.send(id),
      first.app.payouts.send(id),
      second.app.payouts.send(id),
    ]);
    await paidSoon(bookingId);
    expect(await stripeTransfersOf(bookingId)).toHaveLength(1);
    const transferLines = (await ledgerLinesOf(pool, (await transferOf(bookingId)).source)).filter(
      (l) => l.kind === 'transfer',
    );
    expect(transferLines).toHaveLength(2);
    await expectLedgerBalanced(pool);
  });

  it('sends the same transfer again, not a second one, after a server lost Stripe’s answer before its commit', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { bookingId } = await sell(seller, 3_000);
    const { id } = await transferOf(bookingId);
    // Held while the account is enabled, so no job sends it before this server does.
    await pool.query('update payout_transfers set frozen = true where id = $1', [id]);
    await onboard(seller);
    await pool.query('update payout_transfers set frozen = false where id = $1', [id]);
    loseNextTransferAnswer = true;
    await expect(third.app.payouts.send(id)).rejects.toThrow(GatewayError);
    await third.app.payouts.send(id);
    await paidSoon(bookingId);
    const [sent, ...more] = await stripeTransfersOf(bookingId);
    expect(more).toEqual([]);
    expect((await transferOf(bookingId)).stripe_transfer_id).toBe(sent!.id);
    expect(await owedTo(await accountIdOf(seller))).toBe(0);
    await expectLedgerBalanced(pool);
  });
});
