import { dealerInboxPageSize } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createCar,
  createCarModel,
  createConversation,
  createDealer,
} from '../../../test/builders.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const now = new Date('2026-07-15T16:00:00Z');
const { app, db, pool, mailbox } = await buildTestApp({ clock: () => now });

type Person = Awaited<ReturnType<typeof signedUpAccount>> & { id: string };
const minute = 60_000;

let owner: Person;
let manager: Person;
let sales: Person;
let otherSales: Person;
let rival: Person;
let buyer: Person;
let outsider: Person;
let dealerId: string;
let modelId: string;

/** A signed-up person with a name of their own. */
async function person(kind: 'buyer' | 'seller', username: string): Promise<Person> {
  const signedUp = await signedUpAccount(app, kind);
  const { rows } = await pool.query('update accounts set username = $1 where user_email = $2 returning id', [
    username,
    signedUp.email,
  ]);
  return { ...signedUp, id: rows[0].id as string };
}

const call = (who: Person | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });

const reply = (who: Person | undefined, id: string, text = 'Yes, it is still here.') =>
  call(who, 'POST', `/api/conversations/${id}/messages`, { text });

const inbox = async (who: Person, query = '') => {
  const answer = await call(who, 'GET', `/api/dealers/${dealerId}/conversations${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    conversations: {
      _id: string;
      assignedTo: { username: string } | null;
      buyerName: string;
      unread: number;
    }[];
    next: string | null;
    staff: { accountId: string; username: string }[];
    canAssign: boolean;
  };
};

/** A car of the dealership, listed by the salesperson. */
const aDealerCar = (productName = 'A dealer car') =>
  createCar(db, { sellerId: sales.id, modelId }, { productName, dealerId });

/** The buyer asks about a new car of the dealership; the conversation's id. */
async function asked(who = buyer, text = 'Is it still available?') {
  const car = await aDealerCar();
  const started = await call(who, 'POST', '/api/conversations', { carId: car.id, text });
  expect(started.statusCode, started.body).toBe(200);
  return { conversationId: started.json()._id as string, carId: car.id };
}

const assignedTo = async (conversationId: string) =>
  (await pool.query('select assigned_to from conversations where id = $1', [conversationId])).rows[0]
    .assigned_to as string | null;

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Dealer Sedan')).id;
  [owner, manager, sales, otherSales, rival, buyer, outsider] = await Promise.all([
    person('seller', 'Olive Owner'),
    person('seller', 'Mona Manager'),
    person('seller', 'Sam Sales'),
    person('seller', 'Sid Sales'),
    person('seller', 'Rita Rival'),
    person('buyer', 'Bea Buyer'),
    person('buyer', 'Otto Outsider'),
  ]);
  dealerId = (
    await createDealer(
      db,
      [
        { accountId: owner.id, role: 'owner' },
        { accountId: manager.id, role: 'manager' },
        { accountId: sales.id, role: 'sales' },
        { accountId: otherSales.id, role: 'sales' },
      ],
      { name: 'Congress Avenue Motors' },
    )
  ).id;
  await createDealer(db, [{ accountId: rival.id, role: 'owner' }]);
});

describe("a dealership's shared inbox", () => {
  it('lets every staff member read a conversation about its cars, and nobody else', async () => {
    const { conversationId } = await asked();
    for (const staff of [owner, manager, sales, otherSales]) {
      const thread = await call(staff, 'GET', `/api/conversations/${conversationId}/messages`);
      expect(thread.statusCode, thread.body).toBe(200);
      expect(thread.json().messages).toEqual([
        expect.objectContaining({ text: 'Is it still available?', senderName: 'Bea Buyer', mine: false }),
      ]);
      expect((await inbox(staff)).conversations.map((item) => item._id)).toContain(conversationId);
    }
    for (const stranger of [rival, outsider]) {
      expect((await call(stranger, 'GET', `/api/conversations/${conversationId}/messages`)).statusCode).toBe(
        404,
      );
      expect((await reply(stranger, conversationId)).statusCode).toBe(404);
      expect((await call(stranger, 'GET', `/api/dealers/${dealerId}/conversations`)).statusCode).toBe(403);
    }
    expect((await inbox(sales)).staff.map((member: { username: string }) => member.username)).toEqual([
      'Mona Manager',
      'Olive Owner',
      'Sam Sales',
      'Sid Sales',
    ]);
    expect((await inbox(sales)).canAssign).toBe(false);
    expect((await inbox(manager)).canAssign).toBe(true);
    expect((await call(undefined, 'GET', `/api/conversations/${conversationId}/messages`)).statusCode).toBe(
      401,
    );
    expect((await call(undefined, 'GET', `/api/dealers/${dealerId}/conversations`)).statusCode).toBe(401);
    // The buyer sees the dealership as the other side, in one conversation.
    const mine = (await call(buyer, 'GET', '/api/conversations')).json().conversations;
    expect(mine.find((item: { _id: string }) => item._id === conversationId)).toMatchObject({
      otherName: 'Congress Avenue Motors',
      role: 'buyer',
      dealer: { slug: expect.stringMatching(/^dealer-/), name: 'Congress Avenue Motors' },
    });
    expect(mine.find((item: { _id: string }) => item._id === conversationId)).not.toHaveProperty(
      'assignedTo',
    );
  });

  it('gives the conversation to the first staff member who replies; a salesperson cannot answer a colleague’s', async () => {
    const { conversationId } = await asked();
    const first = await inbox(owner);
    expect(first.conversations.find((item) => item._id === conversationId)).toMatchObject({
      assignedTo: null,
      buyerName: 'Bea Buyer',
      unread: 1,
    });

    expect((await reply(otherSales, conversationId, 'Hello, Sid here.')).statusCode).toBe(200);
    expect(await assignedTo(conversationId)).toBe(otherSales.id);
    const taken = await reply(sales, conversationId, 'Sam here too.');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Sid Sales answers this conversation.');
    // Owners and managers answer any; the conversation stays Sid's.
    expect((await reply(manager, conversationId, 'Mona, the manager, here.')).statusCode).toBe(200);
    expect(await assignedTo(conversationId)).toBe(otherSales.id);

    // The buyer reads each staff member's name.
    const thread = (await call(buyer, 'GET', `/api/conversations/${conversationId}/messages`)).json();
    expect(thread.messages.map((message: { senderName: string }) => message.senderName)).toEqual([
      'Bea Buyer',
      'Sid Sales',
      'Mona Manager',
    ]);
    expect((await inbox(otherSales, '?assignedTo=me')).conversations.map((item) => item._id)).toContain(
      conversationId,
    );
    expect((await inbox(sales, '?assignedTo=me')).conversations.map((item) => item._id)).not.toContain(
      conversationId,
    );
    expect((await inbox(sales, '?assignedTo=none')).conversations.map((item) => item._id)).not.toContain(
      conversationId,
    );
    expect(
      (await inbox(sales, `?assignedTo=${otherSales.id}`)).conversations.find(
        (item) => item._id === conversationId,
      )?.assignedTo,
    ).toEqual({ accountId: otherSales.id, username: 'Sid Sales' });
  });

  it('lets one reply take an unassigned conversation when two staff members answer at once', async () => {
    for (let round = 0; round < 4; round++) {
      const { conversationId } = await asked(buyer, `Round ${round}: still there?`);
      const answers = await Promise.all([
        reply(sales, conversationId, 'Sam here.'),
        reply(otherSales, conversationId, 'Sid here.'),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = answers[0]!.statusCode === 200 ? sales : otherSales;
      expect(await assignedTo(conversationId)).toBe(winner.id);
      const { rows } = await pool.query(
        'select count(*)::int as replies from messages where conversation_id = $1',
        [conversationId],
      );
      expect(rows[0].replies).toBe(2);
    }
  });

  it('lets an owner or a manager assign a conversation to a staff member, and refuses everyone else', async () => {
    const { conversationId } = await asked();
    const assign = (who: Person | undefined, accountId: string) =>
      call(who, 'POST', `/api/conversations/${conversationId}/assign`, { accountId });

    expect((await assign(sales, sales.id)).statusCode).toBe(403);
    expect((await assign(buyer, sales.id)).statusCode).toBe(403);
    expect((await assign(rival, rival.id)).statusCode).toBe(404);
    expect((await assign(outsider, sales.id)).statusCode).toBe(404);
    expect((await assign(undefined, sales.id)).statusCode).toBe(401);
    expect(await assignedTo(conversationId)).toBeNull();
    const notStaff = await assign(manager, rival.id);
    expect(notStaff.statusCode).toBe(400);
    expect(await assignedTo(conversationId)).toBeNull();

    const given = await assign(manager, sales.id);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({
      _id: conversationId,
      assignedTo: { accountId: sales.id, username: 'Sam Sales' },
    });
    expect((await reply(otherSales, conversationId)).statusCode).toBe(409);
    expect((await reply(sales, conversationId)).statusCode).toBe(200);
    const again = await assign(owner, otherSales.id);
    expect(again.statusCode).toBe(200);
    expect((await reply(sales, conversationId)).statusCode).toBe(409);
    expect((await reply(otherSales, conversationId)).statusCode).toBe(200);

    // A private seller's conversation has no one to assign.
    const privateCar = await createCar(db, { sellerId: owner.id, modelId });
    const privateTalk = await call(buyer, 'POST', '/api/conversations', {
      carId: privateCar.id,
      text: 'Hello?',
    });
    const refused = await call(owner, 'POST', `/api/conversations/${privateTalk.json()._id}/assign`, {
      accountId: owner.id,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('tells all staff of a new message while nobody answers, then only the one who does', async () => {
    const { conversationId } = await asked();
    const toldOf = async (text: string) => {
      const { rows } = await pool.query(
        `select e.account_id from live_events e join messages m on m.id = (e.data->>'messageId')::bigint
          where e.type = 'message.created' and m.text = $1 and m.conversation_id = $2`,
        [text, conversationId],
      );
      return rows.map((row) => row.account_id as string).sort();
    };
    expect(await toldOf('Is it still available?')).toEqual(
      [buyer.id, owner.id, manager.id, sales.id, otherSales.id].sort(),
    );
    expect((await reply(sales, conversationId, 'Sam answering.')).statusCode).toBe(200);
    expect(await toldOf('Sam answering.')).toEqual([buyer.id, sales.id].sort());
    expect((await reply(buyer, conversationId, 'Great, when can I come?')).statusCode).toBe(200);
    expect(await toldOf('Great, when can I come?')).toEqual([buyer.id, sales.id].sort());
  });

  it('e-mails every absent staff member about a conversation nobody answers yet', async () => {
    await aDealerCar('Mailed Miata').then((car) =>
      call(buyer, 'POST', '/api/conversations', { carId: car.id, text: 'Anyone there?' }),
    );
    const subject = 'New message from Bea Buyer about Mailed Miata';
    for (const staff of [owner, manager, sales, otherSales])
      await mailbox.waitFor((each) => each.to === staff.email && each.subject === subject);
    expect(mailbox.received.filter((each) => each.subject === subject)).toHaveLength(4);
  });

  it('counts unread messages for the one who answers, and their reading for the dealership', async () => {
    const { conversationId } = await asked();
    expect((await reply(sales, conversationId, 'Sam here.')).statusCode).toBe(200);
    expect((await reply(buyer, conversationId, 'Can I see it on Saturday?')).statusCode).toBe(200);
    const unreadFor = async (who: Person) =>
      (await call(who, 'GET', '/api/conversations'))
        .json()
        .conversations.find((item: { _id: string }) => item._id === conversationId);
    expect(await unreadFor(sales)).toMatchObject({ unread: 1, assignedTo: { accountId: sales.id } });
    // A colleague sees it, but it is not theirs to answer: no unread badge for it.
    expect(await unreadFor(otherSales)).toMatchObject({ unread: 0 });
    // The manager opening it does not mark it read for Sam.
    expect((await call(manager, 'POST', `/api/conversations/${conversationId}/read`)).statusCode).toBe(200);
    expect(await unreadFor(sales)).toMatchObject({ unread: 1 });
    expect((await call(sales, 'POST', `/api/conversations/${conversationId}/read`)).statusCode).toBe(200);
    expect(await unreadFor(sales)).toMatchObject({ unread: 0 });
    expect((await inbox(owner)).conversations.find((item) => item._id === conversationId)?.unread).toBe(0);
  });

  it('refuses a staff member asking about their own dealership’s car', async () => {
    const car = await aDealerCar();
    const asking = await call(otherSales, 'POST', '/api/conversations', { carId: car.id, text: 'Mine?' });
    expect(asking.statusCode).toBe(403);
  });

  it('shows the leads of a dealership’s car and the replies waiting to every staff member', async () => {
    const { conversationId, carId } = await asked(outsider, 'Does it have service records?');
    for (const staff of [owner, otherSales]) {
      const leads = await call(staff, 'GET', `/api/products/${carId}/leads`);
      expect(leads.statusCode, leads.body).toBe(200);
      expect(leads.json()).toEqual([
        expect.objectContaining({
          buyerName: 'Otto Outsider',
          latest: expect.objectContaining({ kind: 'message', _id: conversationId }),
        }),
      ]);
      const waiting = (await call(staff, 'GET', '/api/sellers/me/replies')).json().waiting;
      expect(waiting.map((item: { _id: string }) => item._id)).toContain(conversationId);
    }
    expect((await call(rival, 'GET', `/api/products/${carId}/leads`)).statusCode).toBe(403);
    // Once a colleague answers it, it waits for nobody else.
    expect((await reply(sales, conversationId)).statusCode).toBe(200);
    expect((await reply(outsider, conversationId, 'Thanks! And the tyres?')).statusCode).toBe(200);
    const waitingFor = async (who: Person) =>
      (await call(who, 'GET', '/api/sellers/me/replies'))
        .json()
        .waiting.map((item: { _id: string }) => item._id);
    expect(await waitingFor(sales)).toContain(conversationId);
    expect(await waitingFor(otherSales)).not.toContain(conversationId);
  });

  it('pages through the inbox newest first without losing or repeating a conversation', async () => {
    const dealer = await createDealer(db, [
      { accountId: (await person('seller', 'Pia Pager')).id, role: 'owner' },
    ]);
    const pager = (await pool.query('select account_id from dealer_staff where dealer_id = $1', [dealer.id]))
      .rows[0].account_id as string;
    const car = await createCar(db, { sellerId: pager, modelId }, { dealerId: dealer.id });
    const ids: string[] = [];
    for (let index = 0; index < dealerInboxPageSize + 3; index++) {
      const asker = await createAccount(db, { accountStatus: 'buyer', username: `Asker ${index}` });
      // Two conversations share each moment: the id breaks the tie.
      const at = new Date(now.getTime() - Math.floor(index / 2) * minute);
      ids.push(
        (
          await createConversation(
            db,
            { carId: car.id, buyerId: asker.id, sellerId: pager },
            undefined,
            at,
            null,
          )
        ).id,
      );
    }
    const reader = { ...(await signedUpAccount(app, 'seller')) };
    const readerId = (await pool.query('select id from accounts where user_email = $1', [reader.email]))
      .rows[0].id;
    await pool.query(
      `insert into dealer_staff (dealer_id, account_id, role, joined_at) values ($1, $2, 'sales', now())`,
      [dealer.id, readerId],
    );
    const page = async (before?: string) =>
      (
        await call(
          { ...reader, id: readerId },
          'GET',
          `/api/dealers/${dealer.id}/conversations${before ? `?before=${encodeURIComponent(before)}` : ''}`,
        )
      ).json();
    const first = await page();
    expect(first.conversations).toHaveLength(dealerInboxPageSize);
    expect(first.next).not.toBeNull();
    const second = await page(first.next);
    expect(second.next).toBeNull();
    const seen = [...first.conversations, ...second.conversations].map((item: { _id: string }) => item._id);
    expect(new Set(seen).size).toBe(ids.length);
    expect(seen.toSorted()).toEqual(ids.toSorted());
    const times = [...first.conversations, ...second.conversations].map(
      (item: { lastActivityAt: string }) => item.lastActivityAt,
    );
    expect(times).toEqual(times.toSorted().toReversed());
    const malformed = await call(
      { ...reader, id: readerId },
      'GET',
      `/api/dealers/${dealer.id}/conversations?before=yesterday`,
    );
    expect(malformed.statusCode).toBe(400);
  });
});

describe("a dealership's reply time", () => {
  it('counts the first answer by any staff member over all its cars, on each of its cars’ pages', async () => {
    const dealer = await createDealer(db, [
      { accountId: (await person('seller', 'Fast Fay')).id, role: 'owner' },
    ]);
    const [fay, gus] = [
      (await pool.query('select account_id from dealer_staff where dealer_id = $1', [dealer.id])).rows[0]
        .account_id as string,
      (await person('seller', 'Gus Grease')).id,
    ];
    await pool.query(
      `insert into dealer_staff (dealer_id, account_id, role, joined_at) values ($1, $2, 'sales', now())`,
      [dealer.id, gus],
    );
    const listedByFay = await createCar(db, { sellerId: fay, modelId }, { dealerId: dealer.id });
    const listedByGus = await createCar(db, { sellerId: gus, modelId }, { dealerId: dealer.id });
    const carPage = async (carId: string) =>
      (await app.inject({ method: 'GET', url: `/api/cars/${carId}` })).json().replyTimeMinutes;
    // Fay's car answered by Gus, and Gus's car answered by Fay: every answer counts for the dealership.
    const answered = async (carId: string, sellerId: string, answerer: string, minutes: number) => {
      const asker = await createAccount(db, { accountStatus: 'buyer', username: 'Curious Carl' });
      const startedAt = new Date(now.getTime() - 86_400_000);
      const made = await createConversation(
        db,
        { carId, buyerId: asker.id, sellerId },
        undefined,
        startedAt,
        null,
      );
      await pool.query(
        `insert into messages (conversation_id, sender_id, text, created_at) values ($1, $2, 'Hello!', $3)`,
        [made.id, answerer, new Date(startedAt.getTime() + minutes * minute)],
      );
    };
    await answered(listedByFay.id, fay, gus, 10);
    await answered(listedByFay.id, fay, gus, 20);
    await answered(listedByGus.id, gus, fay, 30);
    await answered(listedByGus.id, gus, fay, 40);
    expect(await carPage(listedByFay.id)).toBeNull();
    await answered(listedByGus.id, gus, gus, 50);
    expect(await carPage(listedByFay.id)).toBe(30);
    expect(await carPage(listedByGus.id)).toBe(30);
  });
});
