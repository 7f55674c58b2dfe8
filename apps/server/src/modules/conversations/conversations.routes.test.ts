import { scamWarning } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bookCar } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const adminEmail = 'talk-admin@example.com';
const { app, db, pool, mailbox } = await buildTestApp({ adminEmails: [adminEmail] });

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let seller: Person;
let thirdBuyer: Person;
let otherSeller: Person;
let admin: Person;
let unverified: Person;
let modelId: string;
let sellerId: string;
let car: { id: string };

const accountId = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;

const call = (person: Person | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: person ? bearer(person) : {}, ...(payload ? { payload } : {}) });

const start = (person: Person, carId: string, text: string) =>
  call(person, 'POST', '/api/conversations', { carId, text });

const aCarOf = async (ownerId: string, productName = 'A car to talk about') =>
  createCar(db, { sellerId: ownerId, modelId }, { productName });

beforeAll(async () => {
  [buyer, seller, thirdBuyer, otherSeller, admin, unverified] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'buyer', { email: adminEmail }),
    signedUpAccount(app, 'buyer', { verified: false }),
  ]);
  modelId = (await createCarModel(db, 'Hatchback')).id;
  sellerId = await accountId(seller);
  car = await aCarOf(sellerId, '2016 Honda Fit EX');
});

describe('conversations', () => {
  it('lets a buyer ask the seller, reuses the conversation, and keeps it between the two of them', async () => {
    const started = await start(buyer, car.id, 'Hi, is it still available?');
    expect(started.statusCode, started.body).toBe(200);
    const conversation = started.json();
    expect(conversation).toMatchObject({
      car: { _id: car.id, productName: '2016 Honda Fit EX', saleStatus: 'available' },
      role: 'buyer',
      otherName: 'Test User',
      unread: 0,
      lastMessage: { text: 'Hi, is it still available?', mine: true },
    });
    const again = await start(buyer, car.id, 'And does it have a spare key?');
    expect(again.json()._id).toBe(conversation._id);

    const sellerList = (await call(seller, 'GET', '/api/conversations')).json();
    expect(sellerList.unread).toBe(2);
    expect(sellerList.conversations).toEqual([
      expect.objectContaining({ _id: conversation._id, role: 'seller', unread: 2 }),
    ]);
    const thread = (await call(seller, 'GET', `/api/conversations/${conversation._id}/messages`)).json();
    expect(thread.messages.map((message: { text: string }) => message.text)).toEqual([
      'Hi, is it still available?',
      'And does it have a spare key?',
    ]);
    expect(thread.hasMore).toBe(false);

    const reply = await call(seller, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'Yes, two keys.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await call(seller, 'POST', `/api/conversations/${conversation._id}/read`)).statusCode).toBe(200);
    expect((await call(seller, 'GET', '/api/conversations')).json().unread).toBe(0);
    expect((await call(buyer, 'GET', '/api/conversations')).json().unread).toBe(1);

    // Everyone else: not found, as if it did not exist; without a token: 401.
    for (const stranger of [thirdBuyer, otherSeller, admin]) {
      for (const [method, path, body] of [
        ['GET', 'messages', undefined],
        ['POST', 'messages', { text: 'Let me in' }],
        ['POST', 'read', undefined],
      ] as const) {
        const response = await call(stranger, method, `/api/conversations/${conversation._id}/${path}`, body);
        expect(response.statusCode, `${stranger.email} ${method} ${path}`).toBe(404);
      }
      expect((await call(stranger, 'GET', '/api/conversations')).json().conversations).toEqual([]);
      const report = await call(stranger, 'POST', `/api/messages/${reply.json()._id}/report`);
      expect(report.statusCode).toBe(404);
    }
    expect((await call(undefined, 'GET', `/api/conversations/${conversation._id}/messages`)).statusCode).toBe(
      401,
    );
    expect((await call(undefined, 'GET', '/api/conversations')).statusCode).toBe(401);
  });

  it('pages back through a long conversation fifty at a time', async () => {
    const longCar = await aCarOf(sellerId);
    const first = (await start(buyer, longCar.id, 'message 1')).json();
    await pool.query(
      `insert into messages (conversation_id, sender_id, text, created_at)
       select $1, $2, 'message ' || n, now() - interval '1 hour' from generate_series(2, 60) n`,
      [first._id, await accountId(buyer)],
    );
    const newest = (await call(seller, 'GET', `/api/conversations/${first._id}/messages`)).json();
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages.at(-1).text).toBe('message 60');
    expect(newest.hasMore).toBe(true);
    const older = (
      await call(seller, 'GET', `/api/conversations/${first._id}/messages?before=${newest.messages[0]._id}`)
    ).json();
    expect(older.messages.map((message: { text: string }) => message.text)).toEqual(
      Array.from({ length: 10 }, (_, index) => `message ${index + 1}`),
    );
    expect(older.hasMore).toBe(false);
  });

  it('refuses bad input with a clear answer and writes nothing', async () => {
    const own = await start(seller, car.id, 'Talking to myself');
    expect(own.statusCode).toBe(403);
    const unverifiedStart = await start(unverified, car.id, 'Hello');
    expect(unverifiedStart.statusCode).toBe(403);
    expect(unverifiedStart.json().error).toBe('EMAIL_NOT_VERIFIED');
    expect((await start(buyer, car.id, '   ')).statusCode).toBe(400);
    const long = await start(buyer, car.id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('2,000');
    expect((await start(buyer, '00000000-0000-4000-8000-000000000000', 'Hello')).statusCode).toBe(404);
    expect((await call(buyer, 'GET', '/api/conversations/not-an-id/messages')).statusCode).toBe(400);
    const sold = await aCarOf(sellerId);
    await pool.query(`update cars set sale_status = 'sold' where id = $1`, [sold.id]);
    expect((await start(buyer, sold.id, 'Still there?')).statusCode).toBe(409);
  });

  it('shows text as it was typed: markup and links stay plain text', async () => {
    const textCar = await aCarOf(sellerId);
    const text = '<b>bold</b> <script>alert(1)</script> & more';
    const started = await start(thirdBuyer, textCar.id, text);
    expect(started.json().lastMessage.text).toBe(text);
  });

  it('lets a person block someone, who then cannot write to them, until unblocked', async () => {
    const blockCar = await aCarOf(sellerId);
    const conversation = (await start(thirdBuyer, blockCar.id, 'Would you take less?')).json();
    const thirdId = await accountId(thirdBuyer);
    expect((await call(seller, 'POST', `/api/users/${thirdId}/block`)).statusCode).toBe(200);
    const refused = await call(thirdBuyer, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'Hello?',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('not accepting');
    // A new conversation about another of their cars is refused too.
    expect((await start(thirdBuyer, (await aCarOf(sellerId)).id, 'Another one?')).statusCode).toBe(403);
    // The one who blocked may still write.
    const own = await call(seller, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'No.',
    });
    expect(own.statusCode).toBe(200);
    expect((await call(seller, 'GET', '/api/conversations')).json().conversations).toContainEqual(
      expect.objectContaining({ _id: conversation._id, blockedByMe: true }),
    );
    expect((await call(seller, 'POST', `/api/users/${thirdId}/unblock`)).statusCode).toBe(200);
    const allowed = await call(thirdBuyer, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'Thanks',
    });
    expect(allowed.statusCode).toBe(200);
    expect((await call(seller, 'POST', `/api/users/${sellerId}/block`)).statusCode).toBe(400);
  });

  it('allows 20 messages a minute, then answers 429 with Retry-After', async () => {
    const chatty = await signedUpAccount(app, 'buyer');
    const chatCar = await aCarOf(sellerId);
    const conversation = (await start(chatty, chatCar.id, 'message 1')).json();
    for (let n = 2; n <= 20; n++) {
      const sent = await call(chatty, 'POST', `/api/conversations/${conversation._id}/messages`, {
        text: `message ${n}`,
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const limited = await call(chatty, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'one too many',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { rows } = await pool.query('select count(*)::int as n from messages where conversation_id = $1', [
      conversation._id,
    ]);
    expect(rows[0].n).toBe(20);
  });

  it('allows 30 new conversations a day, then answers 429', async () => {
    const curious = await signedUpAccount(app, 'buyer');
    const cars = await Promise.all(Array.from({ length: 31 }, () => aCarOf(sellerId)));
    // Written as if sent over the day, so the per-minute limit is not what stops them.
    const curiousId = await accountId(curious);
    for (const [index, each] of cars.slice(0, 30).entries()) {
      const started = await start(curious, each.id, 'Is this available?');
      expect(started.statusCode, started.body).toBe(200);
      if (index % 10 === 9)
        await pool.query(
          `update messages set created_at = created_at - interval '2 minutes' where sender_id = $1`,
          [curiousId],
        );
    }
    const limited = await start(curious, cars[30]!.id, 'And this one?');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(80_000);
  });

  it('warns the reader of a message that moves money off the platform, and lists it for the administrators', async () => {
    const scamCar = await aCarOf(sellerId, '2012 Toyota Tacoma');
    const conversation = (
      await start(buyer, scamCar.id, 'Is the price negotiable? I can meet Saturday.')
    ).json();
    const scam = await call(seller, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'I am overseas. Send a $500 deposit by Zelle and the car ships to you.',
    });
    expect(scam.json().warning).toBe(false);
    const thread = (await call(buyer, 'GET', `/api/conversations/${conversation._id}/messages`)).json();
    expect(thread.messages.map((message: { warning: boolean }) => message.warning)).toEqual([false, true]);
    // The reader is told why in words, never by the rules' ids.
    expect(thread.messages.map((message: { reasons: string[] }) => message.reasons)).toEqual([
      [],
      ['asks for payment by app', 'asks for a deposit'],
    ]);
    expect(scamWarning).toContain('Never pay outside Second Gear');

    const queue = await call(admin, 'GET', '/api/reportedMessages');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        _id: scam.json()._id,
        rules: expect.arrayContaining(['deposit', 'payment-app']),
        reasons: ['asks for payment by app', 'asks for a deposit'],
        carName: '2012 Toyota Tacoma',
      }),
    );
    expect(queue.json().map((item: { text: string }) => item.text)).not.toContain(
      'Is the price negotiable? I can meet Saturday.',
    );
    expect((await call(buyer, 'GET', '/api/reportedMessages')).statusCode).toBe(403);
  });

  it('lets contact details through once the buyer has booked the car', async () => {
    const bookedCar = await aCarOf(sellerId);
    const conversation = (await start(buyer, bookedCar.id, 'My number is 415-555-0134')).json();
    expect(conversation.lastMessage.warning).toBe(false);
    const before = (await call(seller, 'GET', `/api/conversations/${conversation._id}/messages`)).json();
    expect(before.messages[0].warning).toBe(true);
    await bookCar(app, buyer, bookedCar.id);
    await call(buyer, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'Booked. Call me at 415-555-0134 when you are there.',
    });
    const after = (await call(seller, 'GET', `/api/conversations/${conversation._id}/messages`)).json();
    expect(after.messages.at(-1).warning).toBe(false);
  });

  it('lets the reader report a message once, for the administrators', async () => {
    const reportCar = await aCarOf(sellerId);
    const conversation = (await start(buyer, reportCar.id, 'Hello there')).json();
    const rude = await call(seller, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'You are wasting my time',
    });
    const id = rude.json()._id;
    expect((await call(buyer, 'POST', `/api/messages/${id}/report`)).statusCode).toBe(200);
    expect((await call(buyer, 'POST', `/api/messages/${id}/report`)).statusCode).toBe(200);
    expect((await call(seller, 'POST', `/api/messages/${id}/report`)).statusCode).toBe(403);
    const queue = (await call(admin, 'GET', '/api/reportedMessages')).json();
    expect(queue).toContainEqual(expect.objectContaining({ _id: id, reports: 1, rules: [], reasons: [] }));
  });

  it("keeps a message report's reason and note, marks it reported for its reader, and refuses a bad reason", async () => {
    const reportCar = await aCarOf(sellerId);
    const conversation = (await start(buyer, reportCar.id, 'Is the car still there?')).json();
    const sent = await call(seller, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'Yes, but only if you pay today',
    });
    const id = sent.json()._id;
    const messagesOf = async (person: Person) =>
      (await call(person, 'GET', `/api/conversations/${conversation._id}/messages`)).json().messages;
    expect((await messagesOf(buyer)).at(-1)).toMatchObject({ _id: id, reportedByYou: false });

    const bad = await call(buyer, 'POST', `/api/messages/${id}/report`, { reason: 'rude' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringContaining('reason must be one of'),
    });
    const long = await call(buyer, 'POST', `/api/messages/${id}/report`, {
      reason: 'scam',
      note: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Note must be at most 500 characters');

    const report = { reason: 'scam', note: '  Pressure to pay before seeing the car.  ' };
    for (let round = 0; round < 2; round++) {
      const reported = await call(
        buyer,
        'POST',
        `/api/messages/${id}/report`,
        round ? { reason: 'other' } : report,
      );
      expect(reported.statusCode, reported.body).toBe(200);
      expect(reported.json()).toEqual({ ok: true });
    }
    const stored = await pool.query('select reason, note from message_reports where message_id = $1', [id]);
    expect(stored.rows).toEqual([{ reason: 'scam', note: 'Pressure to pay before seeing the car.' }]);
    // Read again, as after a reload: the reader sees it reported, in the thread and in the list.
    expect((await messagesOf(buyer)).at(-1)).toMatchObject({ _id: id, reportedByYou: true });
    const listed = (await call(buyer, 'GET', '/api/conversations')).json().conversations;
    expect(
      listed.find((item: { _id: string }) => item._id === conversation._id).lastMessage.reportedByYou,
    ).toBe(true);
    expect((await messagesOf(seller)).at(-1).reportedByYou).toBe(false);
  });

  it('files a report without a reason, from a client that sends none, as other', async () => {
    const reportCar = await aCarOf(sellerId);
    const conversation = (await start(buyer, reportCar.id, 'Hello again')).json();
    const sent = await call(seller, 'POST', `/api/conversations/${conversation._id}/messages`, {
      text: 'Hi',
    });
    const id = sent.json()._id;
    const reported = await call(buyer, 'POST', `/api/messages/${id}/report`);
    expect(reported.statusCode, reported.body).toBe(200);
    const stored = await pool.query('select reason, note from message_reports where message_id = $1', [id]);
    expect(stored.rows).toEqual([{ reason: 'other', note: null }]);
  });

  it('lets one person report the other from a conversation, once, and never themselves', async () => {
    const reportCar = await aCarOf(sellerId);
    const conversation = (await start(thirdBuyer, reportCar.id, 'Can I see it tomorrow?')).json();
    const otherOf = async () =>
      (await call(thirdBuyer, 'GET', '/api/conversations'))
        .json()
        .conversations.find((item: { _id: string }) => item._id === conversation._id);
    expect(await otherOf()).toMatchObject({ otherId: sellerId, otherReportedByYou: false });

    const report = { reason: 'misleading', note: 'Says the car is here, then that it is not.' };
    for (let round = 0; round < 2; round++) {
      const reported = await call(thirdBuyer, 'POST', `/api/users/${sellerId}/report`, report);
      expect(reported.statusCode, reported.body).toBe(200);
      expect(reported.json()).toEqual({ ok: true });
    }
    const stored = await pool.query(
      'select reason, note, reporter_id from user_reports where account_id = $1',
      [sellerId],
    );
    expect(stored.rows).toEqual([{ ...report, reporter_id: await accountId(thirdBuyer) }]);
    expect((await otherOf()).otherReportedByYou).toBe(true);

    const self = await call(seller, 'POST', `/api/users/${sellerId}/report`, { reason: 'other' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'BAD_REQUEST', message: 'You cannot report yourself.' });
    const nobody = await call(seller, 'POST', '/api/users/7c1f0b4e-9a7d-4c55-9f63-0d8a4b7d2f10/report', {
      reason: 'scam',
    });
    expect(nobody.statusCode).toBe(404);
    expect((await call(thirdBuyer, 'POST', `/api/users/${sellerId}/report`, {})).statusCode).toBe(400);
    expect(
      (await call(undefined, 'POST', `/api/users/${sellerId}/report`, { reason: 'scam' })).statusCode,
    ).toBe(401);
  });

  it('e-mails a message to someone away, at most once an hour per conversation', async () => {
    const mailCar = await aCarOf(sellerId, '2018 Subaru Outback');
    const subject = 'New message from Test User about 2018 Subaru Outback';
    const conversation = (await start(buyer, mailCar.id, 'Has the timing belt been done?')).json();
    const mail = await mailbox.waitFor((each) => each.to === seller.email && each.subject === subject);
    expect(mail.text).toContain('Has the timing belt been done?');
    expect(mail.text).toContain(`http://localhost:5000/dashboard/messages/${conversation._id}`);
    expect(mail.listUnsubscribe).toBeDefined();
    await call(buyer, 'POST', `/api/conversations/${conversation._id}/messages`, { text: 'And the brakes?' });
    const { rows } = await pool.query(
      `select count(*)::int as n from mail_messages where recipient = $1 and subject = $2`,
      [seller.email, subject],
    );
    expect(rows[0].n).toBe(1);
  });
});
