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

  const newHold = (amount = 25_000) =>
    stripe.paymentIntents.create({
      amount,
      currency: 'usd',
      capture_method: 'manual',
      metadata: { reservationId: 'r-1' },
    });
  const eventsOf = (intentId: string) =>
    sandbox
      .events()
      .filter((event) => JSON.parse(event.payload).data.object.id === intentId)
      .map((event) => event.type);

  it('holds a manual-capture intent’s amount on the card once confirmed, and captures all of it', async () => {
    const hold = await newHold();
    expect([hold.capture_method, hold.status, hold.amount_capturable]).toEqual([
      'manual',
      'requires_payment_method',
      0,
    ]);
    const held = await stripe.paymentIntents.confirm(hold.id, card('4242424242424242') as never);
    expect([held.status, held.amount_capturable, held.amount_received]).toEqual([
      'requires_capture',
      25_000,
      0,
    ]);
    const again = await cardError(stripe.paymentIntents.confirm(hold.id, { payment_method: 'pm_card_visa' }));
    expect(again.code).toBe('payment_intent_unexpected_state');

    const captured = await stripe.paymentIntents.capture(hold.id, {}, { idempotencyKey: `c-${hold.id}` });
    expect([captured.status, captured.amount_capturable, captured.amount_received]).toEqual([
      'succeeded',
      0,
      25_000,
    ]);
    const replayed = await stripe.paymentIntents.capture(hold.id, {}, { idempotencyKey: `c-${hold.id}` });
    expect(replayed.status).toBe('succeeded');
    const twice = await cardError(stripe.paymentIntents.capture(hold.id));
    expect([twice.statusCode, twice.code]).toEqual([400, 'payment_intent_unexpected_state']);
    const cancelPaid = await cardError(stripe.paymentIntents.cancel(hold.id));
    expect(cancelPaid.code).toBe('payment_intent_unexpected_state');
    expect(eventsOf(hold.id)).toEqual([
      'payment_intent.created',
      'payment_intent.amount_capturable_updated',
      'payment_intent.succeeded',
    ]);
  });

  it('captures part of a hold and releases the rest, never more than it holds', async () => {
    const hold = await newHold();
    await stripe.paymentIntents.confirm(hold.id, { payment_method: 'pm_card_visa' });
    const tooMuch = await cardError(stripe.paymentIntents.capture(hold.id, { amount_to_capture: 25_001 }));
    expect([tooMuch.statusCode, tooMuch.param]).toEqual([400, 'amount_to_capture']);
    const captured = await stripe.paymentIntents.capture(hold.id, { amount_to_capture: 10_000 });
    expect([captured.status, captured.amount_received, captured.amount_capturable]).toEqual([
      'succeeded',
      10_000,
      0,
    ]);
  });

  it('refunds a partly captured hold only what was captured, in parts, and refuses reverse_transfer', async () => {
    const hold = await newHold();
    await stripe.paymentIntents.confirm(hold.id, { payment_method: 'pm_card_visa' });
    await stripe.paymentIntents.capture(hold.id, { amount_to_capture: 10_000 });
    const part = await stripe.refunds.create({ payment_intent: hold.id, amount: 4_000 });
    expect(part.amount).toBe(4_000);
    const beyond = await cardError(stripe.refunds.create({ payment_intent: hold.id, amount: 6_001 }));
    expect([beyond.statusCode, beyond.param]).toEqual([400, 'amount']);
    const reversing = await cardError(
      stripe.refunds.create({ payment_intent: hold.id, reverse_transfer: true }),
    );
    expect([reversing.statusCode, reversing.param]).toEqual([400, 'reverse_transfer']);
    const rest = await stripe.refunds.create({ payment_intent: hold.id });
    expect(rest.amount).toBe(6_000);
    const charge = await stripe.charges.retrieve(rest.charge as string);
    expect([charge.amount_captured, charge.amount_refunded, charge.refunded]).toEqual([10_000, 10_000, true]);
  });

  it('cancels a hold, releasing it: nothing can be captured or confirmed after', async () => {
    const hold = await newHold();
    await stripe.paymentIntents.confirm(hold.id, { payment_method: 'pm_card_visa' });
    const canceled = await stripe.paymentIntents.cancel(hold.id, {
      cancellation_reason: 'requested_by_customer',
    });
    expect([canceled.status, canceled.amount_capturable, canceled.cancellation_reason]).toEqual([
      'canceled',
      0,
      'requested_by_customer',
    ]);
    expect(canceled.canceled_at).toBe(Math.floor(frozenAt.getTime() / 1000));
    const capture = await cardError(stripe.paymentIntents.capture(hold.id));
    expect(capture.code).toBe('payment_intent_unexpected_state');
    const cancelAgain = await cardError(stripe.paymentIntents.cancel(hold.id));
    expect(cancelAgain.code).toBe('payment_intent_unexpected_state');
    const confirm = await cardError(
      stripe.paymentIntents.confirm(hold.id, { payment_method: 'pm_card_visa' }),
    );
    expect(confirm.code).toBe('payment_intent_unexpected_state');
    // A hold never confirmed can be canceled too (the buyer left the card form).
    const abandoned = await newHold();
    expect((await stripe.paymentIntents.cancel(abandoned.id)).status).toBe('canceled');
    expect(eventsOf(hold.id).at(-1)).toBe('payment_intent.canceled');
  });

  it('keeps capture and cancel to the secret key, and refuses a declined card’s hold', async () => {
    const hold = await newHold();
    const browser = new Stripe(sandbox.publishableKey, {
      ...address,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await stripe.paymentIntents.confirm(hold.id, { payment_method: 'pm_card_visa' });
    const fromBrowser = await cardError(
      browser.paymentIntents.cancel(hold.id, { client_secret: hold.client_secret } as never),
    );
    expect(fromBrowser.statusCode).toBe(401);
    const declined = await newHold();
    const error = await cardError(
      stripe.paymentIntents.confirm(declined.id, card('4000000000000002') as never),
    );
    expect(error.code).toBe('card_declined');
    expect((await stripe.paymentIntents.retrieve(declined.id)).status).toBe('requires_payment_method');
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
