import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../lib/errors.ts';
import {
  createStripeGateway,
  type GatewayEvent,
  type PaymentGateway,
} from '../modules/payments/payment-gateway.ts';
import { submitOnboardingPage } from './onboarding-page.ts';
import { startStripeSandbox } from './start.ts';
import { createStripeSandbox, type StripeSandbox } from './stripe-sandbox.ts';

// Connect as the marketplace uses it, judged through the gateway (the official SDK) and a browser's requests. The
// sandbox's clock is the test's: links expire and charges become available when the test moves it.
let now = new Date('2026-11-21T12:00:00Z').getTime();
const clock = () => new Date(now);
const delivered: { body: Buffer; signature: string | undefined }[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    delivered.push({ body: Buffer.concat(chunks), signature: request.headers['stripe-signature'] as string });
    response.end('{}');
  });
});
let sandbox: StripeSandbox;
let gateway: PaymentGateway;
let stripe: Stripe;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  const started = await startStripeSandbox({ clock, webhookUrl: `http://127.0.0.1:${port}/` });
  ({ sandbox, gateway } = started);
  // The SDK beside the gateway confirms cards and reads Stripe's own objects.
  stripe = new Stripe(sandbox.secretKey, { ...started.address, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(async () => {
  await sandbox.close();
  receiver.close();
});

const returnUrl = 'https://marketplace.test/seller/payouts?onboarded=1';
const refreshUrl = 'https://marketplace.test/seller/payouts/link';

/** The events delivered to the webhook since the `from`th, once there are `count` of them, verified. */
async function deliveredEvents(from: number, count: number): Promise<GatewayEvent[]> {
  await expect.poll(() => delivered.length).toBeGreaterThanOrEqual(from + count);
  return delivered.slice(from).map((delivery) => gateway.verifyEvent(delivery.body, delivery.signature));
}

/** Opens an onboarding link's page and submits its form as a browser would, the pre-filled values untouched. */
async function onboardedSeller(sellerId = `seller-${Math.random()}`) {
  const { id } = await gateway.createConnectedAccount({
    sellerId,
    email: `${sellerId}@example.com`,
    idempotencyKey: `account-${sellerId}`,
  });
  const link = await gateway.createOnboardingLink({ accountId: id, returnUrl, refreshUrl });
  const { submitted } = await submitOnboardingPage(link.url);
  expect(submitted.headers.get('location')).toBe(returnUrl);
  return id;
}

/** A paid sale's charge: an intent confirmed with the 4242 card. */
async function paidCharge(amountCents: number, paymentMethod = 'pm_card_visa') {
  const intent = await gateway.createIntent({
    amountCents,
    bookingId: `b-${Math.random()}`,
    description: 'A car',
    receiptEmail: 'buyer@example.com',
    idempotencyKey: `intent-${Math.random()}`,
  });
  await stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod });
  const paid = (await gateway.retrieveIntent(intent.id))!;
  expect(paid.status).toBe('succeeded');
  expect(paid.chargeId).toMatch(/^ch_/);
  return { intentId: paid.id, chargeId: paid.chargeId! };
}

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return (error as GatewayError).cause as Stripe.errors.StripeError;
};

describe('Stripe Connect in the sandbox, through the gateway', () => {
  it('takes a fresh Express account from details needed to enabled through the onboarding page', async () => {
    const { id } = await gateway.createConnectedAccount({
      sellerId: 'seller-1',
      email: 'seller-1@example.com',
      idempotencyKey: 'account-seller-1',
    });
    expect(id).toMatch(/^acct_/);
    const replayed = await gateway.createConnectedAccount({
      sellerId: 'seller-1',
      email: 'seller-1@example.com',
      idempotencyKey: 'account-seller-1',
    });
    expect(replayed.id).toBe(id);
    const fresh = await gateway.retrieveConnectedAccount(id);
    expect(fresh).toMatchObject({
      id,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      disabledReason: 'requirements.past_due',
    });
    expect(fresh.currentlyDue).toEqual(expect.arrayContaining(['external_account', 'tos_acceptance.date']));
    const raw = await stripe.accounts.retrieve(id);
    expect([raw.type, raw.metadata?.sellerId, raw.capabilities?.transfers]).toEqual([
      'express',
      'seller-1',
      'inactive',
    ]);

    const link = await gateway.createOnboardingLink({ accountId: id, returnUrl, refreshUrl });
    expect(link.expiresAt.getTime()).toBe(now + 300_000);
    const deliveredBefore = delivered.length;
    const { html, submitted } = await submitOnboardingPage(link.url);
    expect(html).toContain('value="000123456789"');
    expect(html).toContain('value="110000000"');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    expect([submitted.status, submitted.headers.get('location')]).toEqual([303, returnUrl]);

    expect(await gateway.retrieveConnectedAccount(id)).toEqual({
      id,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      currentlyDue: [],
      disabledReason: null,
    });
    const events = await deliveredEvents(deliveredBefore, 1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'account.updated', accountId: id }));

    // A link is single-use: opened again, or its form sent again, it leads to the refresh URL.
    const again = await fetch(link.url, { redirect: 'manual' });
    expect([again.status, again.headers.get('location')]).toEqual([303, refreshUrl]);
    const resent = await fetch(link.url, { method: 'POST', body: '', redirect: 'manual' });
    expect(resent.headers.get('location')).toBe(refreshUrl);
  });

  it('sends an expired link to its refresh URL, and shows the form again when a detail is left blank', async () => {
    const { id } = await gateway.createConnectedAccount({
      sellerId: 'seller-late',
      email: 'late@example.com',
      idempotencyKey: 'account-seller-late',
    });
    const expired = await gateway.createOnboardingLink({ accountId: id, returnUrl, refreshUrl });
    now += 301_000;
    const late = await fetch(expired.url, { redirect: 'manual' });
    expect([late.status, late.headers.get('location')]).toEqual([303, refreshUrl]);

    const link = await gateway.createOnboardingLink({ accountId: id, returnUrl, refreshUrl });
    expect((await fetch(link.url)).status).toBe(200);
    const blank = await fetch(link.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'first_name=Jenny',
      redirect: 'manual',
    });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('Please complete: Last name');
    expect((await gateway.retrieveConnectedAccount(id)).chargesEnabled).toBe(false);
    const unknown = await fetch(link.url.replace(/[^/]+$/, 'nosuchlink'), { redirect: 'manual' });
    expect(unknown.status).toBe(404);
  });

  it('transfers a charge’s money to an onboarded seller once per idempotency key, never beyond what is left', async () => {
    const seller = await onboardedSeller();
    const { chargeId } = await paidCharge(1_000_000);
    const send = (amountCents: number, idempotencyKey: string) =>
      gateway.transfer({
        amountCents,
        destination: seller,
        sourceCharge: chargeId,
        transferGroup: 'sale-1',
        metadata: { saleId: 'sale-1' },
        idempotencyKey,
      });
    const first = await send(800_000, 'payout-sale-1');
    expect(first).toEqual({ id: expect.stringMatching(/^tr_/), amountCents: 800_000, reversedCents: 0 });
    expect((await send(800_000, 'payout-sale-1')).id).toBe(first.id);
    const listed = await stripe.transfers.list({ destination: seller });
    expect(listed.data.map((transfer) => transfer.id)).toEqual([first.id]);
    expect(listed.data[0]).toMatchObject({ source_transaction: chargeId, transfer_group: 'sale-1' });

    const tooMuch = await refusal(send(200_001, 'payout-sale-1-more'));
    expect([tooMuch.statusCode, tooMuch.code, tooMuch.param]).toEqual([
      400,
      'balance_insufficient',
      'amount',
    ]);

    const notOnboarded = await gateway.createConnectedAccount({
      sellerId: 'seller-new',
      email: 'new@example.com',
      idempotencyKey: 'account-seller-new',
    });
    const refused = await refusal(
      gateway.transfer({
        amountCents: 1_000,
        destination: notOnboarded.id,
        sourceCharge: chargeId,
        transferGroup: 'sale-1',
        metadata: {},
        idempotencyKey: 'payout-to-new',
      }),
    );
    expect([refused.code, refused.param]).toEqual(['insufficient_capabilities_for_transfer', 'destination']);

    const unpaid = await gateway.createIntent({
      amountCents: 5_000,
      bookingId: 'b-unpaid',
      description: 'A car',
      receiptEmail: 'buyer@example.com',
      idempotencyKey: 'intent-unpaid',
    });
    expect(unpaid.chargeId).toBeUndefined();
    const noCharge = await refusal(
      gateway.transfer({
        amountCents: 1_000,
        destination: seller,
        sourceCharge: 'ch_nosuchcharge',
        transferGroup: 'sale-1',
        metadata: {},
        idempotencyKey: 'payout-no-such-charge',
      }),
    );
    expect([noCharge.statusCode, noCharge.code]).toEqual([404, 'resource_missing']);
  });

  it('reverses a transfer in part and then in full, and what was reversed may be sent again', async () => {
    const seller = await onboardedSeller();
    const { chargeId } = await paidCharge(100_000);
    const transfer = await gateway.transfer({
      amountCents: 90_000,
      destination: seller,
      sourceCharge: chargeId,
      transferGroup: 'sale-2',
      metadata: {},
      idempotencyKey: 'payout-sale-2',
    });
    const part = await gateway.reverseTransfer(transfer.id, 'reverse-sale-2-part', 30_000);
    expect(part).toEqual({ id: expect.stringMatching(/^trr_/), amountCents: 30_000 });
    expect((await gateway.reverseTransfer(transfer.id, 'reverse-sale-2-part', 30_000)).id).toBe(part.id);
    const rest = await gateway.reverseTransfer(transfer.id, 'reverse-sale-2-rest');
    expect(rest.amountCents).toBe(60_000);
    expect(await stripe.transfers.retrieve(transfer.id)).toMatchObject({
      amount_reversed: 90_000,
      reversed: true,
    });
    const again = await refusal(gateway.reverseTransfer(transfer.id, 'reverse-sale-2-again'));
    expect(again.statusCode).toBe(400);
    const resent = await gateway.transfer({
      amountCents: 100_000,
      destination: seller,
      sourceCharge: chargeId,
      transferGroup: 'sale-2',
      metadata: {},
      idempotencyKey: 'payout-sale-2-again',
    });
    expect(resent.amountCents).toBe(100_000);
  });

  it('keeps the platform balance: charges pending for two days, less refunds, transfers and reversals', async () => {
    const seller = await onboardedSeller();
    const before = await gateway.balance();
    const { intentId, chargeId } = await paidCharge(50_000);
    expect(await gateway.balance()).toEqual({ ...before, pendingCents: before.pendingCents + 50_000 });
    const transfer = await gateway.transfer({
      amountCents: 40_000,
      destination: seller,
      sourceCharge: chargeId,
      transferGroup: 'sale-3',
      metadata: {},
      idempotencyKey: 'payout-sale-3',
    });
    expect((await gateway.balance()).pendingCents).toBe(before.pendingCents + 10_000);
    await gateway.reverseTransfer(transfer.id, 'reverse-sale-3', 15_000);
    expect((await gateway.balance()).pendingCents).toBe(before.pendingCents + 25_000);
    await gateway.refund(intentId, 'refund-sale-3', 5_000);
    expect((await gateway.balance()).pendingCents).toBe(before.pendingCents + 20_000);
    now += 2 * 24 * 60 * 60 * 1000;
    const later = await gateway.balance();
    expect(later.pendingCents).toBe(0);
    expect(later.availableCents).toBe(before.availableCents + before.pendingCents + 20_000);
  });

  it('raises a dispute on Stripe’s dispute test card after the charge succeeds', async () => {
    const deliveredBefore = delivered.length;
    const { intentId, chargeId } = await paidCharge(70_000, 'pm_card_createDispute');
    const events = await deliveredEvents(deliveredBefore, 3);
    const dispute = events.find(
      (event) => event.type === 'charge.dispute.created' && event.intentId === intentId,
    );
    expect(dispute).toMatchObject({
      type: 'charge.dispute.created',
      dispute: { chargeId, intentId, amountCents: 70_000, reason: 'fraudulent', status: 'needs_response' },
    });
    expect(await stripe.charges.retrieve(chargeId)).toMatchObject({
      disputed: true,
      amount_captured: 70_000,
    });
    // The disputed money is not the platform's to send on.
    const seller = await onboardedSeller();
    const refused = await refusal(
      gateway.transfer({
        amountCents: 1_000,
        destination: seller,
        sourceCharge: chargeId,
        transferGroup: 'disputed',
        metadata: {},
        idempotencyKey: 'payout-disputed',
      }),
    );
    expect(refused.code).toBe('balance_insufficient');
  });
});

describe('webhook signatures with Stripe itself', () => {
  it('accepts events of the Connect endpoint, signed with its own secret, beside the account endpoint’s', () => {
    const settings = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_account' };
    const connected = createStripeGateway({ ...settings, connectWebhookSecret: 'whsec_connect' }, clock);
    const payload = JSON.stringify({
      id: 'evt_connect',
      type: 'account.updated',
      data: { object: { object: 'account', id: 'acct_1' } },
    });
    const signed = (secret: string) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(now / 1000) });
    expect(connected.verifyEvent(Buffer.from(payload), signed('whsec_connect'))).toMatchObject({
      type: 'account.updated',
      accountId: 'acct_1',
    });
    expect(connected.verifyEvent(Buffer.from(payload), signed('whsec_account')).id).toBe('evt_connect');
    expect(() => connected.verifyEvent(Buffer.from(payload), signed('whsec_other'))).toThrow(/not valid/);
    const accountOnly = createStripeGateway(settings, clock);
    expect(() => accountOnly.verifyEvent(Buffer.from(payload), signed('whsec_connect'))).toThrow(/not valid/);
  });
});

describe('the sandbox’s state file', () => {
  it('keeps connected accounts enabled across a restart of the sandbox', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-sandbox-state-'));
    const stateFile = path.join(folder, 'stripe-sandbox.json');
    try {
      const first = await startStripeSandbox({ clock, stateFile });
      const { id } = await first.gateway.createConnectedAccount({
        sellerId: 'seller-kept',
        email: 'kept@example.com',
        idempotencyKey: 'account-seller-kept',
      });
      const link = await first.gateway.createOnboardingLink({ accountId: id, returnUrl, refreshUrl });
      const { submitted } = await submitOnboardingPage(link.url);
      expect(submitted.status).toBe(303);
      await first.sandbox.close();
      expect(await fs.readdir(folder)).toEqual(['stripe-sandbox.json']);

      const second = await startStripeSandbox({ clock, stateFile });
      try {
        expect(second.sandbox.secretKey).toBe(first.sandbox.secretKey);
        expect(await second.gateway.retrieveConnectedAccount(id)).toMatchObject({
          chargesEnabled: true,
          payoutsEnabled: true,
        });
        // Its idempotency keys are kept too: the same request again is the same account.
        const replayed = await second.gateway.createConnectedAccount({
          sellerId: 'seller-kept',
          email: 'kept@example.com',
          idempotencyKey: 'account-seller-kept',
        });
        expect(replayed.id).toBe(id);
      } finally {
        await second.sandbox.close();
      }
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses to start from a state file that is not JSON rather than forget every account', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-sandbox-state-'));
    const stateFile = path.join(folder, 'stripe-sandbox.json');
    try {
      await fs.writeFile(stateFile, '{"version":1,"keys":');
      expect(() => createStripeSandbox({ stateFile })).toThrow(/state file .* is not valid JSON/);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
