import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeSandbox } from './start.ts';
import { createStripeSandbox } from './stripe-sandbox.ts';

// The sandbox is judged by the official SDK, as the server uses it. Its clock stands still, so card expiry rules are
// judged at a known date; whatever the SDK checks against the time is handed that same instant.
const frozenAt = new Date('2026-11-21T12:00:00Z');
const sandbox = createStripeSandbox({ clock: () => frozenAt });
let stripe: Stripe;
let address: { host: string; port: number };

beforeAll(async () => {
  address = await sandbox.listen();
  stripe = new Stripe(sandbox.secretKey, { ...address, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => sandbox.close());

const newIntent = (amount = 1_230_000, idempotencyKey?: string) =>
  stripe.paymentIntents.create(
    { amount, currency: 'usd', metadata: { bookingId: 'b-1' } },
    idempotencyKey ? { idempotencyKey } : undefined,
  );

const cardError = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  return error as Stripe.errors.StripeError;
};

const card = (number: string, overrides: Partial<Record<'exp_month' | 'exp_year' | 'cvc', string>> = {}) => ({
  payment_method_data: {
    type: 'card',
    card: { number, exp_month: '12', exp_year: '2030', cvc: '123', ...overrides },
  },
});

describe('the Stripe sandbox, through the official SDK', () => {
  it('creates, retrieves and confirms a payment intent with the 4242 test card', async () => {
    const intent = await newIntent();
    expect(intent).toMatchObject({ object: 'payment_intent', amount: 1_230_000, currency: 'usd' });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(intent.metadata).toEqual({ bookingId: 'b-1' });

    const confirmed = await stripe.paymentIntents.confirm(intent.id, card('4242424242424242') as never);
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    const again = await cardError(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    );
    expect(again.code).toBe('payment_intent_unexpected_state');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4242424242424241', 'incorrect_number', 'Your card number is incorrect.'],
  ])('declines %s with %s and leaves the intent payable', async (number, code, message) => {
    const intent = await newIntent();
    const error = await cardError(stripe.paymentIntents.confirm(intent.id, card(number) as never));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.message).toBe(message);
    expect((await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).status).toBe(
      'succeeded',
    );
  });

  it('refuses a past expiry and a malformed CVC with Stripe’s messages', async () => {
    const intent = await newIntent();
    const pastYear = await cardError(
      stripe.paymentIntents.confirm(intent.id, card('4242424242424242', { exp_year: '2025' }) as never),
    );
    expect([pastYear.code, pastYear.message]).toEqual([
      'invalid_expiry_year',
      "Your card's expiration year is in the past.",
    ]);
    const pastMonth = await cardError(
      stripe.paymentIntents.confirm(
        intent.id,
        card('4242424242424242', { exp_month: '10', exp_year: '2026' }) as never,
      ),
    );
    expect(pastMonth.code).toBe('invalid_expiry_month');
    const cvc = await cardError(
      stripe.paymentIntents.confirm(intent.id, card('4242424242424242', { cvc: '12' }) as never),
    );
    expect([cvc.code, cvc.message]).toEqual(['invalid_cvc', "Your card's security code is invalid."]);
  });

  it('replays an idempotent request and refuses the same key with other parameters', async () => {
    const first = await newIntent(5_000, 'attempt-1');
    const replay = await newIntent(5_000, 'attempt-1');
    expect(replay.id).toBe(first.id);
    const misuse = await cardError(newIntent(6_000, 'attempt-1'));
    expect(misuse.type).toBe('StripeIdempotencyError');
  });

  it('refunds a succeeded payment once', async () => {
    const intent = await newIntent();
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const refund = await stripe.refunds.create(
      { payment_intent: intent.id },
      { idempotencyKey: `r-${intent.id}` },
    );
    expect(refund).toMatchObject({ object: 'refund', amount: 1_230_000, status: 'succeeded' });
    const replayed = await stripe.refunds.create(
      { payment_intent: intent.id },
      { idempotencyKey: `r-${intent.id}` },
    );
    expect(replayed.id).toBe(refund.id);
    const twice = await cardError(stripe.refunds.create({ payment_intent: intent.id }));
    expect(twice.code).toBe('charge_already_refunded');
    const unpaid = await newIntent();
    expect((await cardError(stripe.refunds.create({ payment_intent: unpaid.id }))).statusCode).toBe(400);
  });

  it('answers unknown intents and wrong keys as Stripe does', async () => {
    const missing = await cardError(stripe.paymentIntents.retrieve('pi_doesnotexist'));
    expect([missing.statusCode, missing.code]).toEqual([404, 'resource_missing']);
    const withKey = (key: string) => new Stripe(key, { ...address, protocol: 'http', maxNetworkRetries: 0 });
    const stranger = await cardError(
      withKey('sk_test_wrong').paymentIntents.create({ amount: 5_000, currency: 'usd' }),
    );
    expect(stranger).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const publishable = await cardError(
      withKey(sandbox.publishableKey).paymentIntents.create({ amount: 5_000, currency: 'usd' }),
    );
    expect(publishable.message).toContain('publishable API key');
    const intent = await newIntent();
    const noSecret = await cardError(withKey(sandbox.publishableKey).paymentIntents.retrieve(intent.id));
    expect(noSecret.statusCode).toBe(400);
    const tooSmall = await cardError(newIntent(49));
    expect([tooSmall.statusCode, tooSmall.param]).toEqual([400, 'amount']);
  });

  it('signs its events so that the SDK verifies them', async () => {
    const intent = await newIntent();
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const event = sandbox.events().findLast((candidate) => candidate.type === 'payment_intent.succeeded')!;
    const verifyAt = (secret: string, receivedAt: Date) =>
      stripe.webhooks.constructEvent(
        event.payload,
        sandbox.signature(event.payload),
        secret,
        stripe.webhooks.DEFAULT_TOLERANCE,
        undefined,
        receivedAt.getTime(),
      );
    const verified = verifyAt(sandbox.webhookSecret, frozenAt);
    expect(verified.type).toBe('payment_intent.succeeded');
    expect((verified.data.object as Stripe.PaymentIntent).id).toBe(intent.id);
    expect(() => verifyAt('whsec_other', frozenAt)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // The signature carries the sandbox's time: past the SDK's tolerance from it, the event is refused as stale.
    const tooLate = new Date(frozenAt.getTime() + (stripe.webhooks.DEFAULT_TOLERANCE + 1) * 1000);
    expect(() => verifyAt(sandbox.webhookSecret, tooLate)).toThrow(/tolerance/);
  });
});

describe('the gateway beside a sandbox', () => {
  it('verifies signatures against the clock the sandbox signs with, whatever the real date', async () => {
    // A clock years away from the real one: signatures are judged at its "now", not the machine's.
    let now = new Date('2031-02-28T23:59:30Z').getTime();
    const payments = await startStripeSandbox({ clock: () => new Date(now) });
    try {
      const payload = JSON.stringify({ id: 'evt_1', type: 'ping', data: { object: { object: 'ping' } } });
      const signature = payments.sandbox.signature(payload);
      expect(payments.gateway.verifyEvent(Buffer.from(payload), signature)).toMatchObject({ id: 'evt_1' });
      now += (stripe.webhooks.DEFAULT_TOLERANCE + 1) * 1000;
      expect(() => payments.gateway.verifyEvent(Buffer.from(payload), signature)).toThrow(/expired/);
    } finally {
      await payments.sandbox.close();
    }
  });
});
