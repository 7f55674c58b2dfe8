import type { ModerationItem, PayoutSummary } from '@second-gear/contract';
import net, { type AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../test/builders.ts';
import { bearer, signedUpAccount } from '../../test/sessions.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { createLedgerRepo } from '../modules/ledger/ledger.repo.ts';
import type { PaymentGateway } from '../modules/payments/payment-gateway.ts';
import { sandboxBrowserPath } from '../stripe-sandbox/browser-mount.ts';
import { startStripeSandbox } from '../stripe-sandbox/start.ts';
import { demoBuyer, demoCars, demoSellers } from './demo-catalogue.ts';
import { onboardDemoSeller } from './demo-payouts.ts';
import { buyDemoCar } from './demo-sale.ts';

// As a server starts it: the sandbox's onboarding pages are reached on the app's origin, and every gateway call is
// named.
const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const started = await startStripeSandbox({ browserUrl: `http://127.0.0.1:${port}${sandboxBrowserPath}` });
const gatewayCalls: string[] = [];
const gateway = new Proxy(started.gateway, {
  get(target, name: keyof PaymentGateway) {
    const member = target[name];
    if (typeof member !== 'function') return member;
    return (...args: unknown[]) => {
      gatewayCalls.push(name);
      return (member as (...given: unknown[]) => unknown).apply(target, args);
    };
  },
});
const adminEmail = 'alex.morgan@example.com';
const { app, db, pool } = await buildTestApp({
  payments: { ...started, gateway },
  adminEmails: [adminEmail],
});
afterAll(() => started.sandbox.close());
const log = pino({ level: 'silent' });
const seller = await signedUpAccount(app, 'seller', { email: demoSellers[0]!.userEmail });
const localUrl = await app.listen({ port, host: '127.0.0.1' });

const statusOf = async (person: { token: string }) =>
  (await app.inject({ method: 'GET', url: '/api/payouts', headers: bearer(person) })).json().status;

describe('the demo seller’s payouts', () => {
  it('are enabled through the sandbox’s onboarding page at the first start, and the next start asks nothing', async () => {
    const other = await signedUpAccount(app, 'seller');

    await onboardDemoSeller({ db, payouts: app.payouts, localUrl, log });
    expect(await statusOf(seller)).toBe('enabled');
    expect(await statusOf(other), 'the other sellers are left to do it themselves').toBe('not_started');

    gatewayCalls.length = 0;
    await onboardDemoSeller({ db, payouts: app.payouts, localUrl, log });
    expect(gatewayCalls).toEqual([]);
  });
});

describe('the demo’s sale', () => {
  it('is bought through the payment page’s calls once: charge, ledger, the seller’s transfer, receipt, reported review', async () => {
    const buyer = await signedUpAccount(app, 'buyer', { email: demoBuyer.userEmail });
    const admin = await signedUpAccount(app, 'buyer', { email: adminEmail });
    const sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email]))
      .rows[0].id as string;
    const modelId = (await createCarModel(db, 'Wagon')).id;
    const car = (productName: string, listedDaysAgo: number) =>
      createCar(
        db,
        { sellerId, modelId },
        { productName, resalePrice: 18_450, createdAt: new Date(Date.now() - listedDaysAgo * 86_400_000) },
      );
    const generated = await car('2019 Volvo V60 T5 Momentum', 90);
    await car('2021 Subaru Outback Premium', 30);
    const handWritten = await car(demoCars[0]!.productName, 120);
    await onboardDemoSeller({ db, payouts: app.payouts, localUrl, log });

    await buyDemoCar({ db, bookings: app.bookings, payments: app.payments, localUrl, log });

    const bookings = (
      await pool.query('select id, car_id, payment_status from bookings where email = $1', [buyer.email])
    ).rows;
    expect(bookings, 'one of her generated cars, never a hand-written one').toEqual([
      { id: expect.any(String), car_id: generated.id, payment_status: 'paid' },
    ]);
    const bookingId = bookings[0].id as string;
    expect(handWritten.id).not.toBe(generated.id);

    const payments = await app.inject({ method: 'GET', url: '/api/admin/payments', headers: bearer(admin) });
    expect(payments.statusCode, payments.body).toBe(200);
    expect(payments.body).toContain(bookingId);
    const [payment] = (await pool.query('select intent_id from payments where booking_id = $1', [bookingId]))
      .rows;
    expect((await started.gateway.retrieveIntent(payment.intent_id))?.status).toBe('succeeded');

    const books = await createLedgerRepo(db).audit();
    expect(books.unbalanced).toEqual([]);
    const saleLines = (
      await pool.query(
        'select kind, sum(debit_cents)::int as debit, sum(credit_cents)::int as credit from ledger_entries where booking_id = $1 group by 1',
        [bookingId],
      )
    ).rows;
    expect(saleLines).toContainEqual({ kind: 'charge', debit: 1_845_000, credit: 1_845_000 });

    const payouts = await app.inject({ method: 'GET', url: '/api/payouts', headers: bearer(seller) });
    expect((payouts.json() as PayoutSummary).transfers).toEqual([
      expect.objectContaining({ bookingId, productName: generated.productName }),
    ]);

    const receipt = await app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/receipt.pdf`,
      headers: bearer(buyer),
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');

    const review = (await pool.query('select id, rating from reviews where booking_id = $1', [bookingId]))
      .rows;
    expect(review).toEqual([{ id: expect.any(String), rating: 1 }]);
    const queue = await app.inject({ method: 'GET', url: '/api/moderation', headers: bearer(admin) });
    expect(queue.json() as ModerationItem[]).toContainEqual(
      expect.objectContaining({ kind: 'review', targetId: review[0].id, reasons: { offensive: 1 } }),
    );

    const tables = [
      'bookings',
      'payments',
      'ledger_entries',
      'payout_transfers',
      'reviews',
      'moderation_items',
    ];
    const count = async (table: string) =>
      Number((await pool.query(`select count(*) from ${table}`)).rows[0].count);
    const before = await Promise.all(tables.map(count));
    gatewayCalls.length = 0;
    await buyDemoCar({ db, bookings: app.bookings, payments: app.payments, localUrl, log });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(gatewayCalls, 'a later start buys nothing').toEqual([]);
  });
});
