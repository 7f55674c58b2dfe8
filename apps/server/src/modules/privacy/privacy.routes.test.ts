import { deletedAccountName, type DataExport } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCar,
  createCarModel,
  createConversation,
  createPaidBooking,
  createReservation,
} from '../../../test/builders.ts';
import { accessToken, bearer, signedUpAccount, signIn, signUp } from '../../../test/sessions.ts';
import { buildTestApp, mailboxOf } from '../../../test/test-app.ts';
import { favorites } from '../favorites/favorites.table.ts';
import { offers } from '../offers/offers.table.ts';
import { payments } from '../payments/payments.table.ts';
import { ledgerEntries } from '../ledger/ledger.table.ts';
import { payoutAccounts, payoutTransfers } from '../payouts/payouts.table.ts';
import { reports } from '../reports/reports.table.ts';
import { reviews } from '../reviews/reviews.table.ts';
import { savedSearches } from '../saved-searches/saved-searches.table.ts';
import { testDrives } from '../test-drives/test-drives.table.ts';

const day = 86_400_000;
let now = new Date('2026-03-02T10:00:00Z');
const { app, db, pool } = await buildTestApp({ clock: () => now });

type Person = Awaited<ReturnType<typeof signedUpAccount>> & { id: string };
let modelId: string;

const accountId = async (email: string) =>
  (await pool.query('select id from accounts where user_email = $1', [email])).rows[0]?.id as
    string | undefined;
const person = async (kind: 'buyer' | 'seller'): Promise<Person> => {
  const signedUp = await signedUpAccount(app, kind);
  return { ...signedUp, id: (await accountId(signedUp.email))! };
};
/** Moves the app's clock; access tokens are short-lived by it, so the people given take fresh ones. */
const later = async (ms: number, people: Person[]) => {
  now = new Date(now.getTime() + ms);
  for (const who of people) who.token = await accessToken(app, who);
};

/** The completed card payment of a paid booking, as the payments module records it. */
const paymentOf = (bookingId: string, buyer: Person) =>
  db.insert(payments).values({
    bookingId,
    intentId: `pi_${bookingId}`,
    amountCents: 1_500_000,
    status: 'completed',
    username: 'Test User',
    email: buyer.email,
    product: 'A car',
  });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Person, payload?: object) =>
  app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

/** The token of the newest deletion link e-mailed to the person. */
async function deletionLink(who: Person, after = 0): Promise<string> {
  const mail = await mailboxOf(app).waitFor(
    (received) =>
      received.to === who.email &&
      received.subject === 'Confirm the deletion of your Second Gear account' &&
      mailboxOf(app).received.indexOf(received) >= after,
  );
  const link = /(http:\/\/\S+\/dashboard\/settings\/delete-account\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no deletion link in:\n${mail.text}`);
  return new URL(link).searchParams.get('token')!;
}

async function requestAndConfirm(who: Person) {
  const sentBefore = mailboxOf(app).received.length;
  const asked = await call('POST', '/api/me/deletion', who);
  expect(asked.statusCode, asked.body).toBe(200);
  expect(asked.json()).toEqual({ state: 'requested', deleteAt: null });
  const token = await deletionLink(who, sentBefore);
  const confirmed = await call('POST', '/api/me/deletion/confirm', who, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { token, confirmed: confirmed.json() };
}

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Hatchback')).id;
});

describe('downloading one’s data', () => {
  it('gives a buyer and a seller every section, filled from each module, with no secret in it', async () => {
    const [buyer, seller] = await Promise.all([person('buyer'), person('seller')]);
    const car = await createCar(
      db,
      { sellerId: seller.id, modelId },
      {
        productName: 'Green hatchback',
        image: '/uploads/cars/green-640.webp',
        images: ['/uploads/cars/green-640.webp', '/uploads/cars/green-2.webp'],
      },
    );
    const sold = await createCar(db, { sellerId: seller.id, modelId }, { saleStatus: 'sold' });
    const bookingId = await createPaidBooking(db, { carId: sold.id, buyerId: buyer.id }, now);
    const conversation = await createConversation(db, {
      carId: car.id,
      buyerId: buyer.id,
      sellerId: seller.id,
    });
    await db.insert(offers).values({
      conversationId: conversation.id,
      carId: car.id,
      amount: 9_000,
      askingPrice: 10_000,
      by: 'buyer',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 2 * day),
    });
    await db.insert(testDrives).values({
      carId: car.id,
      sellerId: seller.id,
      buyerId: buyer.id,
      carName: 'Green hatchback',
      carLocation: 'Austin, TX',
      timeZone: 'America/Chicago',
      startsAt: new Date(now.getTime() + day),
      endsAt: new Date(now.getTime() + day + 3_600_000),
    });
    await createReservation(db, { carId: car.id, buyerId: buyer.id });
    const [review] = await db
      .insert(reviews)
      .values({
        bookingId,
        buyerId: buyer.id,
        sellerId: seller.id,
        carName: 'Blue sedan',
        rating: 5,
        text: 'Honest seller, the car was exactly as described.',
        createdAt: now,
      })
      .returning({ id: reviews.id });
    await db
      .insert(favorites)
      .values({ accountId: buyer.id, carId: car.id, priceWhenSaved: 10_000, savedAt: now });
    await db.insert(savedSearches).values({
      accountId: buyer.id,
      name: 'Hatchbacks',
      query: 'q=hatchback',
      frequency: 'daily',
      createdAt: now,
      lastVisitedAt: now,
    });
    await paymentOf(bookingId, buyer);
    await db.insert(payoutTransfers).values({
      sellerId: seller.id,
      bookingId,
      source: `payment:${bookingId}`,
      intentId: `pi_${bookingId}`,
      productName: 'Blue sedan',
      grossCents: 1_500_000,
      feeCents: 0,
      amountCents: 1_500_000,
    });
    await db.insert(reports).values({ carId: car.id, reporterId: buyer.id });
    const sellersMessage = (
      await pool.query('select id from messages where conversation_id = $1 and sender_id = $2', [
        conversation.id,
        seller.id,
      ])
    ).rows[0].id as string;
    for (const [url, who] of [
      [`/api/messages/${sellersMessage}/report`, buyer],
      [`/api/users/${seller.id}/report`, buyer],
      [`/api/reviews/${review!.id}/report`, seller],
    ] as const) {
      const reported = await call('POST', url, who, { reason: 'misleading', note: 'Not what was said.' });
      expect(reported.statusCode, reported.body).toBe(200);
    }
    await db
      .insert(payoutAccounts)
      .values({ sellerId: seller.id, stripeAccountId: `acct_${seller.id}`, status: 'enabled' });
    const owedLine = { kind: 'charge', sellerId: seller.id, bookingId, at: now } as const;
    await db.insert(ledgerEntries).values([
      { ...owedLine, movementKey: `charge:${bookingId}`, line: 1, account: 'gateway', debitCents: 1_500_000 },
      {
        ...owedLine,
        movementKey: `charge:${bookingId}`,
        line: 2,
        account: 'seller_payable',
        creditCents: 1_500_000,
      },
    ]);

    const secrets = async (who: Person) => {
      const { rows } = await pool.query(
        `select i.password, s.token from auth_users u join auth_identities i on i.user_id = u.id
         join auth_sessions s on s.user_id = u.id where u.email = $1`,
        [who.email],
      );
      expect(rows.length).toBeGreaterThan(0);
      return [who.token, ...rows.flatMap((row) => [row.password, row.token]).filter(Boolean)] as string[];
    };
    const download = async (who: Person) => {
      const response = await call('GET', '/api/me/export', who);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="second-gear-2026-03-02.json"',
      );
      for (const secret of await secrets(who)) expect(response.body).not.toContain(secret);
      expect(response.body).not.toMatch(/password|"token"|sessionId/i);
      return response.json() as DataExport;
    };

    const bought = await download(buyer);
    expect(bought.account).toMatchObject({ _id: buyer.id, userEmail: buyer.email, accountStatus: 'buyer' });
    for (const section of [
      'bookings',
      'offers',
      'testDrives',
      'reservations',
      'conversations',
      'reviews',
      'favorites',
      'savedSearches',
      'payments',
      'reports',
    ] as const) {
      expect(bought[section], section).not.toHaveLength(0);
    }
    expect(bought.conversations[0]!.messages.map((message) => message.from)).toEqual(['me', 'other']);
    expect(bought.offers[0]!.madeBy).toBe('me');
    expect(bought.reviews[0]!.direction).toBe('written');
    expect(bought.bookings[0]!.role).toBe('buyer');
    expect(bought.reports.map((report) => [report.kind, report.targetId, report.carId])).toEqual(
      expect.arrayContaining([
        ['car', car.id, car.id],
        ['message', String(sellersMessage), null],
        ['user', seller.id, null],
      ]),
    );

    const sells = await download(seller);
    expect(sells.account).toMatchObject({ _id: seller.id, accountStatus: 'seller' });
    for (const section of [
      'listings',
      'bookings',
      'offers',
      'testDrives',
      'reservations',
      'conversations',
      'reviews',
      'payouts',
    ] as const) {
      expect(sells[section], section).not.toHaveLength(0);
    }
    expect(sells.listings.find((listing) => listing._id === car.id)!.photos).toEqual([
      '/uploads/cars/green-640.webp',
      '/uploads/cars/green-2.webp',
    ]);
    expect(sells.reports).toEqual([
      expect.objectContaining({
        kind: 'review',
        targetId: review!.id,
        reason: 'misleading',
        note: 'Not what was said.',
      }),
    ]);
    expect(sells.payoutAccount).toMatchObject({ status: 'enabled' });
    expect(sells.sellerLedger).toEqual([
      { kind: 'charge', bookingId, debitCents: 0, creditCents: 1_500_000, at: now.toISOString() },
    ]);
    expect(sells.reviews[0]!.direction).toBe('received');
    expect(sells.offers[0]!.madeBy).toBe('other');
    // One person's export holds nobody else's private lists.
    expect(sells.favorites).toEqual([]);
    expect(sells.savedSearches).toEqual([]);
    expect(sells.payments).toEqual([]);
    expect(bought.payoutAccount).toBeNull();
    expect(bought.sellerLedger).toEqual([]);
    // The payout account's id at the gateway is the marketplace's reference, not the seller's data.
    expect(JSON.stringify(sells)).not.toContain(`acct_${seller.id}`);
  });
});

describe('deleting one’s account', () => {
  it('is confirmed by the e-mailed link, scheduled 7 days later, then done by the sweep: sign-in refused', async () => {
    const [buyer, seller] = await Promise.all([person('buyer'), person('seller')]);
    const listing = await createCar(db, { sellerId: seller.id, modelId });
    const sold = await createCar(db, { sellerId: seller.id, modelId }, { saleStatus: 'sold' });
    const bookingId = await createPaidBooking(db, { carId: sold.id, buyerId: buyer.id }, now);
    await paymentOf(bookingId, buyer);

    const { confirmed } = await requestAndConfirm(buyer);
    const deleteAt = new Date(now.getTime() + 7 * day).toISOString();
    expect(confirmed).toEqual({ state: 'scheduled', deleteAt });
    expect((await call('GET', '/api/me/deletion', buyer)).json()).toEqual({ state: 'scheduled', deleteAt });
    const scheduled = await mailboxOf(app).waitFor(
      (mail) =>
        mail.to === buyer.email &&
        mail.subject === 'Your Second Gear account will be deleted on March 9, 2026',
    );
    expect(scheduled.text).toContain('cancel the deletion in Account settings');

    // Within the grace period nothing happens, and the person still signs in.
    await later(7 * day - 60_000, [buyer]);
    expect(await app.privacy.deleteDue()).toBe(0);
    expect((await signIn(app, buyer.email)).statusCode).toBe(200);

    await later(60_000, []);
    expect(await app.privacy.deleteDue()).toBe(1);
    expect(await accountId(buyer.email)).toBeUndefined();
    expect((await signIn(app, buyer.email)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/deletion', buyer)).statusCode).toBe(401);
    await mailboxOf(app).waitFor(
      (mail) => mail.to === buyer.email && mail.subject === 'Your Second Gear account was deleted',
    );
    // The sale stays on record, without the person's name or address.
    const kept = await pool.query('select username, email, phone from bookings where id = $1', [bookingId]);
    expect(kept.rows).toEqual([{ username: deletedAccountName, email: '', phone: '' }]);
    const paid = await pool.query('select username, email from payments where booking_id = $1', [bookingId]);
    expect(paid.rows).toEqual([{ username: deletedAccountName, email: '' }]);
    expect(await app.privacy.deleteDue()).toBe(0);
    // The seller's listing was never theirs to take.
    expect((await call('GET', `/api/cars/${listing.id}`)).statusCode).toBe(200);
  });

  it('deletes a seller’s unsold listings with the account, and keeps the sold car without their phone', async () => {
    const seller = await person('seller');
    const listing = await createCar(db, { sellerId: seller.id, modelId });
    const sold = await createCar(db, { sellerId: seller.id, modelId }, { saleStatus: 'sold' });
    await requestAndConfirm(seller);
    await later(7 * day, []);
    expect(await app.privacy.deleteDue()).toBe(1);
    expect((await pool.query('select 1 from cars where id = $1', [listing.id])).rowCount).toBe(0);
    expect((await pool.query('select phone from cars where id = $1', [sold.id])).rows).toEqual([
      { phone: '' },
    ]);
  });

  it('cancelled within the 7 days, leaves everything as it was', async () => {
    const seller = await person('seller');
    const listing = await createCar(db, { sellerId: seller.id, modelId });
    await requestAndConfirm(seller);
    await later(3 * day, [seller]);
    const cancelled = await call('DELETE', '/api/me/deletion', seller);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ state: 'none', deleteAt: null });
    await mailboxOf(app).waitFor(
      (mail) => mail.to === seller.email && mail.subject === 'Your Second Gear account will not be deleted',
    );
    await later(5 * day, [seller]);
    expect(await app.privacy.deleteDue()).toBe(0);
    expect((await signIn(app, seller.email)).statusCode).toBe(200);
    expect((await call('GET', '/api/me/deletion', seller)).json()).toEqual({ state: 'none', deleteAt: null });
    const mine = await call('GET', `/api/cars/${listing.id}`);
    expect(mine.statusCode).toBe(200);
    expect(await accountId(seller.email)).toBe(seller.id);
  });

  it('refuses a link sent to another account, an expired one, a used one and one replaced by a newer request', async () => {
    const [owner, other] = await Promise.all([person('buyer'), person('buyer')]);
    let sentBefore = mailboxOf(app).received.length;
    expect((await call('POST', '/api/me/deletion', owner)).statusCode).toBe(200);
    const first = await deletionLink(owner, sentBefore);

    const foreign = await call('POST', '/api/me/deletion/confirm', other, { token: first });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      error: 'FORBIDDEN',
      message: expect.stringMatching(/another account/),
    });

    await later(24 * 3_600_000 + 1, [owner]);
    const expired = await call('POST', '/api/me/deletion/confirm', owner, { token: first });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/expired/);
    expect((await call('GET', '/api/me/deletion', owner)).json()).toEqual({
      state: 'requested',
      deleteAt: null,
    });

    sentBefore = mailboxOf(app).received.length;
    expect((await call('POST', '/api/me/deletion', owner)).statusCode).toBe(200);
    const second = await deletionLink(owner, sentBefore);
    const replaced = await call('POST', '/api/me/deletion/confirm', owner, { token: first });
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().error).toBe('NOT_FOUND');

    expect((await call('POST', '/api/me/deletion/confirm', owner, { token: second })).statusCode).toBe(200);
    const used = await call('POST', '/api/me/deletion/confirm', owner, { token: second });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/already used/);
    const again = await call('POST', '/api/me/deletion', owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already scheduled/);
    const blank = await call('POST', '/api/me/deletion/confirm', owner, { token: '' });
    expect(blank.statusCode).toBe(400);
  });

  it('answers anonymous callers 401 and someone with no marketplace account 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/export'],
      ['GET', '/api/me/deletion'],
      ['POST', '/api/me/deletion'],
      ['DELETE', '/api/me/deletion'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('POST', '/api/me/deletion/confirm', undefined, { token: 'x' })).statusCode).toBe(401);
    const user = await signUp(app);
    const noAccount = { ...user, token: await accessToken(app, user) } as Person;
    const refused = await call('GET', '/api/me/export', noAccount);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('NOT_FOUND');
  });
});
