import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp, testPublicUrl } from '../../../test/test-app.ts';
import { submitOnboardingPage } from '../../stripe-sandbox/onboarding-page.ts';
import { startStripeSandbox } from '../../stripe-sandbox/start.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';

// One Stripe sandbox in front of two servers on one database; its account creations are counted (and slowed, so two
// requests overlap) to see how many Stripe accounts the servers ask for.
const started = await startStripeSandbox();
const accountsMade: string[] = [];
const gateway: PaymentGateway = {
  ...started.gateway,
  async createConnectedAccount(input) {
    accountsMade.push(input.sellerId);
    await new Promise((resolve) => setTimeout(resolve, 150));
    return started.gateway.createConnectedAccount(input);
  },
};
const payments = { ...started, gateway };
const first = await buildTestApp({ payments });
const second = await buildTestApp({ payments, databaseOf: first, secret: first.secret });
const { app, pool } = first;
// A server whose own gateway is taken down during its test.
const down = await startStripeSandbox();
const third = await buildTestApp({ payments: down });
const { sandbox } = started;
afterAll(() => sandbox.close());

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;

beforeAll(async () => {
  buyer = await signedUpAccount(app, 'buyer');
});

const payoutsOf = (person: { token: string } | undefined, server = app) =>
  server.inject({ method: 'GET', url: '/api/payouts', headers: bearer(person) });
const onboard = (person: { token: string } | undefined, server = app) =>
  server.inject({ method: 'POST', url: '/api/payouts/onboarding', headers: bearer(person) });
const rowOf = async (person: Person) =>
  (
    await pool.query(
      `select p.* from payout_accounts p join accounts a on a.id = p.seller_id where a.user_email = $1`,
      [person.email],
    )
  ).rows;

const deliver = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': sandbox.signature(payload) },
    payload,
  });

const accountUpdatedEvents = (accountId: string) =>
  sandbox.events().filter((event) => event.type === 'account.updated' && event.payload.includes(accountId));

describe('GET /api/payouts', () => {
  it('shows a new seller no account yet, nothing pending and no transfers', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const response = await payoutsOf(seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'not_started',
      currentlyDue: [],
      pendingCents: 0,
      transfers: [],
    });
    expect(await rowOf(seller)).toEqual([]);
  });

  it('refuses buyers and signed-out callers', async () => {
    expect((await payoutsOf(undefined)).statusCode).toBe(401);
    const refused = await payoutsOf(buyer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('FORBIDDEN');
  });
});

describe('POST /api/payouts/onboarding', () => {
  it('makes the seller’s Stripe account once and links to its onboarding, coming back to the payouts page', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const response = await onboard(seller);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rowOf(seller);
    expect(row).toMatchObject({
      status: 'details_needed',
      stripe_account_id: expect.stringMatching(/^acct_/),
    });

    const account = await gateway.retrieveConnectedAccount(row.stripe_account_id);
    expect(account).toMatchObject({ chargesEnabled: false, payoutsEnabled: false });
    const page = await (await fetch(response.json().url)).text();
    expect(page, 'the account carries the seller’s e-mail').toContain(seller.email);

    const again = await onboard(seller);
    expect(again.json().url, 'each press makes a fresh single-use link').not.toBe(response.json().url);
    expect(await rowOf(seller)).toEqual([row]);
    expect(accountsMade.filter((id) => id === row.seller_id)).toHaveLength(1);

    const shown = await payoutsOf(seller);
    expect(shown.json()).toMatchObject({ status: 'details_needed', pendingCents: 0, transfers: [] });
    expect(shown.json().currentlyDue).toEqual(
      expect.arrayContaining(['your date of birth', 'the bank account to pay you into', 'your home address']),
    );
    expect(shown.body, 'Stripe ids stay on the server').not.toContain('acct_');
  });

  it('makes one Stripe account for two presses at once, on one server and on two', async () => {
    for (const servers of [
      [app, app],
      [app, second.app],
    ]) {
      const seller = await signedUpAccount(app, 'seller');
      const answers = await Promise.all(servers.map((server) => onboard(seller, server)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const rows = await rowOf(seller);
      expect(rows).toHaveLength(1);
      expect(accountsMade.filter((id) => id === rows[0].seller_id)).toHaveLength(1);
    }
  });

  it('sends the seller back to the payouts page, and a GET after the return shows the account enabled', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { url } = (await onboard(seller)).json();
    expect((await submitOnboardingPage(url)).submitted.headers.get('location')).toBe(
      `${testPublicUrl}/dashboard/payouts?onboarding=done`,
    );
    expect(await fetch(url, { redirect: 'manual' }).then((page) => page.headers.get('location'))).toBe(
      `${testPublicUrl}/dashboard/payouts?onboarding=expired`,
    );

    // No webhook reached the server (the sandbox here delivers none): the page's own call reads the account.
    expect((await payoutsOf(seller)).json()).toEqual({
      status: 'enabled',
      currentlyDue: [],
      pendingCents: 0,
      transfers: [],
    });
    expect((await rowOf(seller))[0]).toMatchObject({ status: 'enabled', currently_due: [] });
  });

  it('refuses buyers, signed-out callers and sellers whose e-mail address is not verified, making nothing', async () => {
    const unverified = await signedUpAccount(app, 'seller', { verified: false });
    const made = accountsMade.length;
    expect((await onboard(undefined)).statusCode).toBe(401);
    const asBuyer = await onboard(buyer);
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().error).toBe('FORBIDDEN');
    const asUnverified = await onboard(unverified);
    expect(asUnverified.statusCode).toBe(403);
    expect(asUnverified.json().error).toBe('EMAIL_NOT_VERIFIED');
    expect(accountsMade).toHaveLength(made);
    expect(await rowOf(unverified)).toEqual([]);
  });
});

describe('account.updated', () => {
  it('enables the account from the gateway’s answer, once however often it comes and whatever came before', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { url } = (await onboard(seller)).json();
    const [{ stripe_account_id: accountId }] = await rowOf(seller);
    await submitOnboardingPage(url);
    const [enabled] = accountUpdatedEvents(accountId);
    expect((await rowOf(seller))[0].status, 'not read yet').toBe('details_needed');

    const delivered = await deliver(enabled!.payload);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [row] = await rowOf(seller);
    expect(row).toMatchObject({ status: 'enabled', currently_due: [] });
    expect((await deliver(enabled!.payload)).statusCode).toBe(200);
    expect(await rowOf(seller)).toEqual([row]);

    // An older event arriving late, from before the seller onboarded: the account is read again, so it stays enabled.
    const stale = JSON.parse(enabled!.payload);
    stale.id = `${stale.id}_older`;
    stale.created -= 60;
    Object.assign(stale.data.object, {
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
    });
    stale.data.object.requirements.currently_due = ['external_account'];
    expect((await deliver(JSON.stringify(stale))).statusCode).toBe(200);
    expect((await rowOf(seller))[0]).toMatchObject({ status: 'enabled', currently_due: [] });
  });

  it('is acknowledged for an account of no seller of ours, changing nothing', async () => {
    const { id } = await started.gateway.createConnectedAccount({
      sellerId: 'elsewhere',
      email: 'elsewhere@example.com',
      idempotencyKey: 'elsewhere',
    });
    const event = {
      id: 'evt_elsewhere',
      object: 'event',
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id, object: 'account' } },
    };
    const before = (await pool.query('select * from payout_accounts order by seller_id')).rows;
    expect((await deliver(JSON.stringify(event))).statusCode).toBe(200);
    expect((await pool.query('select * from payout_accounts order by seller_id')).rows).toEqual(before);
  });
});

describe('when the gateway does not answer', () => {
  it('refuses onboarding with a 502 and shows the last state known', async () => {
    const seller = await signedUpAccount(third.app, 'seller');
    expect((await onboard(seller, third.app)).statusCode).toBe(200);
    await down.sandbox.close();

    const refused = await onboard(seller, third.app);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      error: 'GATEWAY_ERROR',
      message: expect.stringMatching(/try again/),
    });
    const shown = await payoutsOf(seller, third.app);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ status: 'details_needed' });

    const newcomer = await signedUpAccount(third.app, 'seller');
    expect((await onboard(newcomer, third.app)).statusCode).toBe(502);
    expect((await payoutsOf(newcomer, third.app)).json()).toMatchObject({ status: 'not_started' });
  });
});
