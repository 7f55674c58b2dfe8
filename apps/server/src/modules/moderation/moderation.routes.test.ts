import { readFileSync } from 'node:fs';
import type { ModerationItem } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel, createPaidBooking } from '../../../test/builders.ts';
import { bearer, signedUpAccount, signIn } from '../../../test/sessions.ts';
import { buildTestApp, mailboxOf, testPublicUrl } from '../../../test/test-app.ts';
import { scamRules } from '../conversations/scam-rules.ts';
import { createFlag } from './flag.ts';

const { app, db, pool } = await buildTestApp({ adminEmails: ['moderator@example.com'] });
const mailbox = mailboxOf(app);

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let admin: Person;
let buyer: Person;
let modelId: string;

beforeAll(async () => {
  admin = await signedUpAccount(app, 'buyer', { email: 'moderator@example.com' });
  buyer = await signedUpAccount(app, 'buyer');
  modelId = (await createCarModel(db, 'Hatchback')).id;
});

const accountId = async (email: string) =>
  (await pool.query('select id from accounts where user_email = $1', [email])).rows[0]?.id as string;
const carOf = async (person: Person, overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId: await accountId(person.email), modelId }, overrides);

async function reportCar(person: Person, carId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/reportedItems',
    headers: bearer(person),
    payload: { carId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function queue(person: Person = admin, after?: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/moderation${after ? `?after=${after}` : ''}`,
    headers: bearer(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { items: response.json() as ModerationItem[], link: response.headers.link as string | undefined };
}

const itemOf = async (kind: string, targetId: string) =>
  (
    await pool.query(
      'select * from moderation_items where kind = $1 and target_id = $2 order by created_at desc limit 1',
      [kind, targetId],
    )
  ).rows[0] as
    | { id: string; target_id: string; state: string; count: number; reasons: Record<string, number> }
    | undefined;

const act = (itemId: string, body: object, person: Person = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/moderation/${itemId}/actions`,
    headers: bearer(person),
    payload: body,
  });

async function reportedCarItem(seller: Person, overrides: Parameters<typeof createCar>[2] = {}) {
  const car = await carOf(seller, overrides);
  await reportCar(buyer, car.id);
  return { car, item: (await itemOf('car', car.id))! };
}

/** The buyer asks about the car, and its seller answers with `text`. */
async function sellerAnswers(seller: Person, carId: string, text: string) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(buyer),
    payload: { carId, text: 'Is it still for sale?' },
  });
  expect(started.statusCode, started.body).toBeLessThan(300);
  const conversationId = started.json()._id as string;
  const answered = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: bearer(seller),
    payload: { text },
  });
  expect(answered.statusCode, answered.body).toBeLessThan(300);
  return { conversationId, messageId: answered.json()._id as string };
}

const auditRows = async (targetId: string) =>
  (await pool.query('select * from audit_log where target_id = $1 order by id', [targetId])).rows;

describe('flag()', () => {
  const flag = createFlag({
    audit: { record: async () => undefined } as never,
    clock: () => new Date(),
  });

  it('keeps one open item per target, counting each flag and each reason', async () => {
    const targetId = crypto.randomUUID();
    await flag(db, { kind: 'photo', targetId, reason: 'scam', source: 'report' });
    await flag(db, { kind: 'photo', targetId, reason: 'scam', source: 'report' });
    await flag(db, {
      kind: 'photo',
      targetId,
      reason: 'other',
      detail: { otherCarId: 'x' },
      source: 'report',
    });
    const rows = (await pool.query('select * from moderation_items where target_id = $1', [targetId])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 3, reasons: { scam: 2, other: 1 }, detail: { otherCarId: 'x' } });
  });

  it('counts flags arriving together once each, in one item', async () => {
    const targetId = crypto.randomUUID();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        flag(db, { kind: 'vin', targetId, reason: 'relisted', source: 'report' }),
      ),
    );
    const rows = (await pool.query('select * from moderation_items where target_id = $1', [targetId])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 8, reasons: { relisted: 8 } });
  });

  it('opens a new item once the previous one is closed', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { car, item } = await reportedCarItem(seller);
    expect((await act(item.id, { action: 'dismiss', reason: 'Looks fine.' })).statusCode).toBe(200);
    await flag(db, { kind: 'car', targetId: car.id, reason: 'scam', source: 'report' });
    const open = await pool.query(
      "select count from moderation_items where target_id = $1 and state = 'open'",
      [car.id],
    );
    expect(open.rows).toEqual([{ count: 1 }]);
  });
});

describe('what feeds the queue', () => {
  it('a car report, the scam guard, a message report and a report of a person each open an item', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { car, item } = await reportedCarItem(seller);
    expect(item).toMatchObject({ state: 'open', count: 1, reasons: { other: 1 } });

    const { messageId } = await sellerAnswers(
      seller,
      car.id,
      'Yes. Pay the deposit by Zelle and I hold it for you.',
    );
    const flagged = await itemOf('message', messageId);
    expect(flagged?.reasons).toEqual({ 'asks for payment by app': 1, 'asks for a deposit': 1 });
    const automatic = await auditRows(messageId);
    expect(automatic.map((row) => [row.actor, row.action])).toEqual([
      ['automatic', 'flag'],
      ['automatic', 'flag'],
    ]);

    const reported = await app.inject({
      method: 'POST',
      url: `/api/messages/${messageId}/report`,
      headers: bearer(buyer),
      payload: { reason: 'scam', note: 'Zelle for a deposit' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(await itemOf('message', messageId)).toMatchObject({
      count: 3,
      reasons: { scam: 1, 'asks for payment by app': 1, 'asks for a deposit': 1 },
    });

    const sellerId = await accountId(seller.email);
    const person = await app.inject({
      method: 'POST',
      url: `/api/users/${sellerId}/report`,
      headers: bearer(buyer),
      payload: { reason: 'misleading' },
    });
    expect(person.statusCode, person.body).toBe(200);
    expect(await itemOf('user', sellerId)).toMatchObject({ count: 1, reasons: { misleading: 1 } });
  });

  it('the migration writes the scam guard’s rules in the same words as the guard', () => {
    const migration = readFileSync(
      new URL('../../../migrations/0031_moderation_and_audit.sql', import.meta.url),
      'utf8',
    );
    for (const rule of scamRules) expect(migration).toContain(`('${rule.id}', '${rule.reason}')`);
  });
});

describe('GET /api/moderation', () => {
  it('lists open items oldest first, a page at a time, with their target and owner', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { items: before } = await queue();
    const first = await reportedCarItem(seller, { productName: 'First reported' });
    const second = await reportedCarItem(seller, { productName: 'Second reported' });
    let all: ModerationItem[] = [];
    let after: string | undefined;
    do {
      const page = await queue(admin, after);
      all = all.concat(page.items);
      after = page.link
        ? new URL(page.link.slice(1, page.link.indexOf('>')), 'http://x').searchParams.get('after')!
        : undefined;
    } while (after);
    expect(all.length).toBeGreaterThanOrEqual(before.length + 2);
    const times = all.map((item) => item.createdAt);
    expect([...times].sort()).toEqual(times);
    const shown = all.find((item) => item._id === first.item.id)!;
    expect(shown).toMatchObject({
      kind: 'car',
      targetId: first.car.id,
      reasons: { other: 1 },
      count: 1,
      title: 'First reported',
      owner: { _id: await accountId(seller.email), name: 'Test User' },
      link: `/cars/${first.car.id}`,
    });
    expect(all.findIndex((item) => item._id === first.item.id)).toBeLessThan(
      all.findIndex((item) => item._id === second.item.id),
    );
  });

  it('is for administrators only', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/moderation', headers: bearer(buyer) })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/moderation' })).statusCode).toBe(401);
  });
});

describe('POST /api/moderation/:id/actions', () => {
  it('needs a reason, a known action and an open item', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { item } = await reportedCarItem(seller);
    expect((await act(item.id, { action: 'dismiss' })).statusCode).toBe(400);
    expect((await act(item.id, { action: 'dismiss', reason: '   ' })).statusCode).toBe(400);
    expect((await act(item.id, { action: 'ban', reason: 'x' })).statusCode).toBe(400);
    expect((await act(crypto.randomUUID(), { action: 'dismiss', reason: 'x' })).statusCode).toBe(404);
    expect((await act(item.id, { action: 'dismiss', reason: 'x' }, buyer)).statusCode).toBe(403);
    expect((await pool.query('select state from moderation_items where id = $1', [item.id])).rows).toEqual([
      { state: 'open' },
    ]);
  });

  it('dismiss closes the item, with who, how and why, and the audit log says so', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { car, item } = await reportedCarItem(seller);
    const response = await act(item.id, { action: 'dismiss', reason: 'The photos are the car’s own.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ _id: item.id, state: 'closed', action: 'dismiss' });
    const closed = (await pool.query('select * from moderation_items where id = $1', [item.id])).rows[0];
    expect(closed).toMatchObject({
      state: 'closed',
      closed_by: admin.email,
      closed_action: 'dismiss',
      closed_reason: 'The photos are the car’s own.',
    });
    expect((await queue()).items.map((shown) => shown._id)).not.toContain(item.id);
    expect((await act(item.id, { action: 'dismiss', reason: 'again' })).statusCode).toBe(409);
    const [row] = await auditRows(car.id);
    expect(row).toMatchObject({
      actor: admin.email,
      action: 'dismiss',
      reason: 'The photos are the car’s own.',
    });
  });

  it('hide takes a listing off search, model pages, favourites, bookings and its page, tells its seller, who may appeal once', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const car = await carOf(seller, { productName: 'Hidden Hatchback Zyx' });
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/favorites/${car.id}`,
      headers: bearer(buyer),
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    await reportCar(buyer, car.id);
    const item = (await itemOf('car', car.id))!;
    const found = async () =>
      (await app.inject({ method: 'GET', url: '/api/search?q=Zyx' }))
        .json()
        .cars.map((shown: { _id: string }) => shown._id);
    expect(await found()).toContain(car.id);

    const response = await act(item.id, { action: 'hide', reason: 'The photos show another car.' });
    expect(response.statusCode, response.body).toBe(200);

    expect(await found()).not.toContain(car.id);
    const modelPage = await app.inject({
      method: 'GET',
      url: '/api/carModels/Hatchback',
      headers: bearer(buyer),
    });
    expect(modelPage.json().map((shown: { _id: string }) => shown._id)).not.toContain(car.id);
    const favourites = await app.inject({ method: 'GET', url: '/api/favorites', headers: bearer(buyer) });
    expect(JSON.stringify(favourites.json())).not.toContain(car.id);
    expect(
      (await app.inject({ method: 'GET', url: `/api/cars/${car.id}`, headers: bearer(buyer) })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(404);
    const booking = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(buyer),
      payload: { carId: car.id, location: 'Main Street parking', phone: '+1 555 0111' },
    });
    expect(booking.statusCode, booking.body).toBe(404);
    const own = await app.inject({ method: 'GET', url: `/api/cars/${car.id}`, headers: bearer(seller) });
    expect(own.statusCode).toBe(200);
    const mine = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(seller),
      payload: { email: seller.email },
    });
    expect(mine.json().find((shown: { _id: string }) => shown._id === car.id)?.hidden).toEqual({
      reason: 'The photos show another car.',
      by: 'moderator',
      appealed: false,
    });
    await mailbox.waitFor((mail) => mail.to === seller.email && mail.subject.includes('was hidden'));

    const appeal = () =>
      app.inject({
        method: 'POST',
        url: `/api/products/${car.id}/appeal`,
        headers: bearer(seller),
        payload: { reason: 'These are my own photos, taken last week.' },
      });
    expect((await appeal()).statusCode).toBe(200);
    const reopened = (
      await pool.query("select * from moderation_items where target_id = $1 and state = 'open'", [car.id])
    ).rows[0];
    expect(reopened).toMatchObject({ kind: 'car', reasons: { appeal: 1 } });
    expect((await appeal()).statusCode).toBe(409);
  });

  it('suspend refuses the account’s open session and token at once, hides its listings, cancels open bookings and tells their buyers; unsuspend restores', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const car = await carOf(seller, { productName: 'Suspended Seller Car Qwv' });
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(buyer),
      payload: { carId: car.id, location: 'Main Street', phone: '+1 555 0111' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const bookingId = booked.json().insertedId as string;
    await reportCar(buyer, car.id);
    const item = (await itemOf('car', car.id))!;
    const me = () => app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(seller) });
    // The sign-in session (cookie) that issues access tokens.
    const session = () =>
      app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: { cookie: seller.cookie, origin: testPublicUrl },
        payload: { email: seller.email },
      });
    expect((await me()).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(200);

    const response = await act(item.id, {
      action: 'suspend',
      reason: 'Asked buyers for deposits by gift card.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().state).toBe('open');

    expect((await me()).statusCode).toBe(401);
    expect((await session()).statusCode).toBe(401);
    expect((await signIn(app, seller.email)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/search?q=Qwv' })).json().cars).toEqual([]);
    const booking = (
      await pool.query('select payment_status, cancelled_by, cancel_reason from bookings where id = $1', [
        bookingId,
      ])
    ).rows[0];
    expect(booking).toEqual({
      payment_status: 'cancelled',
      cancelled_by: 'moderator',
      cancel_reason: "the seller's account was suspended",
    });
    await mailbox.waitFor((mail) => mail.to === buyer.email && mail.subject.includes('was cancelled'));
    const [row] = (await auditRows(car.id)).filter((entry) => entry.action === 'suspend');
    expect(row.change).toMatchObject({ hiddenCars: [car.id], cancelledBookings: [bookingId] });

    const lifted = await act(item.id, { action: 'unsuspend', reason: 'The seller explained the message.' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await signIn(app, seller.email)).statusCode).toBe(200);
    const again = (await app.inject({ method: 'GET', url: '/api/search?q=Qwv' })).json().cars;
    expect(again.map((shown: { _id: string }) => shown._id)).toEqual([car.id]);
  });

  it('suspending a buyer cancels their open booking, and its seller reads that the buyer was suspended', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const suspect = await signedUpAccount(app, 'buyer');
    const car = await carOf(seller);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: bearer(suspect),
      payload: { carId: car.id, location: 'Main Street', phone: '+1 555 0112' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const suspectId = await accountId(suspect.email);
    const reported = await app.inject({
      method: 'POST',
      url: `/api/users/${suspectId}/report`,
      headers: bearer(seller),
      payload: { reason: 'scam', note: 'Sent a fake payment receipt.' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const item = (await itemOf('user', suspectId))!;

    const response = await act(item.id, { action: 'suspend', reason: 'Fake payment receipts.' });
    expect(response.statusCode, response.body).toBe(200);
    const booking = (
      await pool.query('select cancelled_by, cancel_reason from bookings where id = $1', [
        booked.json().insertedId,
      ])
    ).rows[0];
    expect(booking).toEqual({
      cancelled_by: 'moderator',
      cancel_reason: "the buyer's account was suspended",
    });
  });

  it('unverify takes the seller’s badge', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const sellerId = await accountId(seller.email);
    await pool.query("update accounts set seller_status = 'verified' where id = $1", [sellerId]);
    const { item } = await reportedCarItem(seller);
    expect((await act(item.id, { action: 'unverify', reason: 'Documents were forged.' })).statusCode).toBe(
      200,
    );
    expect(
      (await pool.query('select seller_status from accounts where id = $1', [sellerId])).rows[0],
    ).toEqual({
      seller_status: null,
    });
  });

  it('delete removes a listing as the administrators’ delete does', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { car, item } = await reportedCarItem(seller);
    expect((await act(item.id, { action: 'delete', reason: 'A stolen car.' })).statusCode).toBe(200);
    expect((await pool.query('select 1 from cars where id = $1', [car.id])).rowCount).toBe(0);
    expect((await auditRows(car.id)).map((row) => row.action)).toContain('delete');
  });
});

describe('deleting a message or a review from the queue', () => {
  const outbox = async (kind: string, to: string) =>
    (
      await pool.query('select subject, text_body from mail_messages where kind = $1 and recipient = $2', [
        kind,
        to,
      ])
    ).rows as { subject: string; text_body: string }[];

  async function reportedMessage() {
    const seller = await signedUpAccount(app, 'seller');
    const car = await carOf(seller);
    const scam = 'Send the deposit by gift card today and the car is yours.';
    const { conversationId, messageId } = await sellerAnswers(seller, car.id, scam);
    const reported = await app.inject({
      method: 'POST',
      url: `/api/messages/${messageId}/report`,
      headers: bearer(buyer),
      payload: { reason: 'scam' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    return { seller, car, conversationId, messageId, scam, item: (await itemOf('message', messageId))! };
  }

  const thread = async (person: Person, conversationId: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages`,
      headers: bearer(person),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().messages as { _id: string; text: string; removed: boolean; warning: boolean }[];
  };

  it('a deleted message leaves the conversation of both people, its place kept, and its writer is told why', async () => {
    const { seller, car, conversationId, messageId, scam, item } = await reportedMessage();
    const listed = (await queue()).items.find((entry) => entry._id === item.id);
    expect(listed).toMatchObject({
      title: car.productName,
      excerpt: scam,
      actions: expect.arrayContaining(['delete']),
    });
    const deleted = await act(item.id, { action: 'delete', reason: 'Asking for gift cards is a scam.' });
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const person of [buyer, seller]) {
      const messages = await thread(person, conversationId);
      expect(messages.map((message) => message.text)).toEqual([
        'Is it still for sale?',
        'Removed by moderators',
      ]);
      expect(messages[1]).toMatchObject({ _id: messageId, removed: true, warning: false });
      expect(JSON.stringify(messages)).not.toContain('gift card');
    }
    const list = await app.inject({ method: 'GET', url: '/api/conversations', headers: bearer(buyer) });
    expect(JSON.stringify(list.json())).not.toContain('gift card');

    const [mail] = await outbox('message-removed', seller.email);
    expect(mail?.text_body).toContain('Asking for gift cards is a scam.');
    expect(mail?.text_body).toContain(scam);
    const [row] = (await auditRows(messageId)).filter((entry) => entry.action === 'delete');
    expect(row).toMatchObject({
      actor: admin.email,
      target_kind: 'message',
      reason: 'Asking for gift cards is a scam.',
      change: {
        itemId: item.id,
        itemState: { from: 'open', to: 'closed' },
        messageId,
        conversationId,
        text: { from: scam, to: 'Removed by moderators' },
      },
    });

    const flagged = await app.inject({ method: 'GET', url: '/api/reportedMessages', headers: bearer(admin) });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect((flagged.json() as { _id: string }[]).map((message) => message._id)).not.toContain(messageId);
  });

  it('a message already removed cannot be deleted again: 409', async () => {
    const { messageId, item } = await reportedMessage();
    expect((await act(item.id, { action: 'delete', reason: 'A scam.' })).statusCode).toBe(200);
    const again = await act(item.id, { action: 'delete', reason: 'A scam.' });
    expect(again.statusCode).toBe(409);
    const { itemId } = await createFlag({
      audit: { record: async () => undefined } as never,
      clock: () => new Date(),
    })(db, { kind: 'message', targetId: messageId, reason: 'scam', source: 'report' });
    const reopened = await act(itemId, { action: 'delete', reason: 'A scam.' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json()).toMatchObject({ error: 'CONFLICT' });
    expect((await itemOf('message', messageId))?.state).toBe('open');
  });

  async function reportedReview(seller: Person, rating: number) {
    const writer = await signedUpAccount(app, 'buyer');
    const car = await carOf(seller, { saleStatus: 'sold' });
    const bookingId = await createPaidBooking(
      db,
      { carId: car.id, buyerId: await accountId(writer.email) },
      new Date(),
    );
    const written = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer(writer),
      payload: { bookingId, rating, text: 'The seller was rude and the car smelled of smoke.' },
    });
    expect(written.statusCode, written.body).toBe(200);
    const reviewId = written.json()._id as string;
    const reported = await app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/report`,
      headers: bearer(seller),
      payload: { reason: 'offensive' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    return { writer, reviewId, item: (await itemOf('review', reviewId))! };
  }

  it('a deleted review leaves the seller’s profile and rating at once, and its writer is told why', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const sellerId = await accountId(seller.email);
    for (const stars of [5, 5, 5]) await reportedReview(seller, stars);
    const { writer, reviewId, item } = await reportedReview(seller, 1);
    const car = await carOf(seller);
    const rating = async () => {
      const page = await app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
      expect(page.statusCode, page.body).toBe(200);
      return page.json().sellerRating as { average: number; count: number } | null;
    };
    expect(await rating()).toEqual({ average: 4, count: 4 });

    const deleted = await act(item.id, { action: 'delete', reason: 'Insults are not a review.' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rating()).toEqual({ average: 5, count: 3 });
    const reviews = await app.inject({ method: 'GET', url: `/api/sellers/${sellerId}/reviews` });
    expect(reviews.statusCode, reviews.body).toBe(200);
    expect(JSON.stringify(reviews.json())).not.toContain(reviewId);
    const totals = await pool.query(
      'select review_count, rating_sum from seller_ratings where seller_id = $1',
      [sellerId],
    );
    expect(totals.rows).toEqual([{ review_count: 3, rating_sum: 15 }]);

    const [mail] = await outbox('review-removed', writer.email);
    expect(mail?.text_body).toContain('Insults are not a review.');
    const [row] = (await auditRows(reviewId)).filter((entry) => entry.action === 'delete');
    expect(row).toMatchObject({
      actor: admin.email,
      target_kind: 'review',
      change: { itemId: item.id, reviewId, sellerId, rating: 1 },
    });
    expect((await act(item.id, { action: 'delete', reason: 'Again.' })).statusCode).toBe(409);
  });

  it('only an administrator deletes a message or a review', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { item: review } = await reportedReview(seller, 2);
    const { item: message, conversationId } = await reportedMessage();
    for (const item of [review, message]) {
      const refused = await act(item.id, { action: 'delete', reason: 'Not mine to decide.' }, buyer);
      expect(refused.statusCode).toBe(403);
    }
    expect((await thread(buyer, conversationId)).some((entry) => entry.removed)).toBe(false);
    const states = await pool.query('select state from moderation_items where id = any($1)', [
      [review.id, message.id],
    ]);
    expect(states.rows).toEqual([{ state: 'open' }, { state: 'open' }]);
    expect((await pool.query('select 1 from reviews where id = $1', [review.target_id])).rowCount).toBe(1);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE at the database', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { item } = await reportedCarItem(seller);
    await act(item.id, { action: 'dismiss', reason: 'Fine.' });
    await expect(pool.query("update audit_log set reason = 'rewritten'")).rejects.toThrow(/append-only/);
    await expect(pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(pool.query('truncate audit_log')).rejects.toThrow(/append-only/);
  });

  it('keeps a deleted account’s history', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const sellerId = await accountId(seller.email);
    const verified = await app.inject({
      method: 'PUT',
      url: `/api/sellers/verifyStatus/${sellerId}`,
      headers: bearer(admin),
      payload: { sellerStatus: 'verified' },
    });
    expect(verified.statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/sellers/${sellerId}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await auditRows(sellerId)).map((row) => row.action)).toEqual(['verify-seller', 'delete-account']);
  });

  it('GET /api/audit lists entries newest first, filtered by actor, action and days', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const { item } = await reportedCarItem(seller);
    await act(item.id, { action: 'warn', reason: 'Describe the car as it is.' });
    const today = new Date().toISOString().slice(0, 10);
    const response = await app.inject({
      method: 'GET',
      url: `/api/audit?actor=${admin.email}&action=warn&from=${today}&to=${today}`,
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as { action: string; reason: string; at: string }[];
    expect(rows[0]).toMatchObject({
      actor: admin.email,
      action: 'warn',
      reason: 'Describe the car as it is.',
    });
    expect(rows.every((row) => row.action === 'warn')).toBe(true);
    const times = rows.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
    const none = await app.inject({
      method: 'GET',
      url: '/api/audit?from=2000-01-01&to=2000-01-02',
      headers: bearer(admin),
    });
    expect(none.json()).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/audit?from=yesterday', headers: bearer(admin) }))
        .statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/audit', headers: bearer(buyer) })).statusCode).toBe(
      403,
    );
    await mailbox.waitFor((mail) => mail.to === seller.email && mail.subject.includes('warning'));
  });
});
