import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel, createConversation, createReservation } from '../../../test/builders.ts';
import { completeBooking, confirmCard, createIntent, recordPayment } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp, mailboxOf } from '../../../test/test-app.ts';

/** The clock the app reads: real time moved by `shift` milliseconds. */
let shift = 0;
const { app, db, pool, sandbox } = await buildTestApp({ clock: () => new Date(Date.now() + shift) });
const mailbox = mailboxOf(app);

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let otherBuyer: Person;
let seller: Person;
let otherSeller: Person;
let modelId: string;
const ids: Record<string, string> = {};

const accountIdOf = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;

beforeAll(async () => {
  [buyer, otherBuyer, seller, otherSeller] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'seller'),
  ]);
  modelId = (await createCarModel(db, 'Haggle')).id;
  for (const person of [buyer, otherBuyer, seller, otherSeller])
    ids[person.email] = await accountIdOf(person);
});

/** A car of the seller, asking $15,000. */
const aCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId: ids[seller.email]!, modelId }, overrides);

const post = (person: Person | undefined, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(person), ...(payload ? { payload } : {}) });
const get = (person: Person | undefined, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(person) });

const offerOnCar = (person: Person, carId: string, amount: number) =>
  post(person, '/api/offers', { carId, amount });
const act = (person: Person, offerId: string, action: string, payload?: object) =>
  post(person, `/api/offers/${offerId}/${action}`, payload);

describe('making an offer', () => {
  it('starts the conversation, is open for 48 hours, and the seller sees it with its answers and an e-mail', async () => {
    const car = await aCar();
    const before = Date.now();
    const made = await offerOnCar(buyer, car.id, 13_000);
    expect(made.statusCode, made.body).toBe(200);
    const offer = made.json();
    expect(offer).toMatchObject({
      carId: car.id,
      amount: 13_000,
      askingPrice: 15_000,
      by: 'buyer',
      state: 'open',
      mine: true,
      actions: ['withdraw'],
      bookingId: null,
    });
    const lifetime = Date.parse(offer.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(48 * 3_600_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(48 * 3_600_000 + 5_000);

    const conversations = (await get(seller, '/api/conversations')).json().conversations;
    expect(conversations.map((conversation: { _id: string }) => conversation._id)).toContain(
      offer.conversationId,
    );
    const seen = await get(seller, `/api/conversations/${offer.conversationId}/offers`);
    expect(seen.json()).toEqual([
      expect.objectContaining({ _id: offer._id, mine: false, actions: ['accept', 'decline', 'counter'] }),
    ]);
    const mail = await mailbox.waitFor(
      (received) => received.to === seller.email && received.subject.includes(car.productName),
    );
    expect(mail.subject).toContain('offered $13,000.00');

    // A second offer on the same car goes into the same conversation, and waits for the first to be answered.
    const again = await offerOnCar(buyer, car.id, 13_500);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already an open offer/);
  });

  it('refuses less than half the asking price, or more than it, saying so', async () => {
    const car = await aCar();
    const low = await offerOnCar(buyer, car.id, 7_499);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'An offer must be at least $7,500.00, half the asking price of $15,000.00.',
    });
    expect((await offerOnCar(buyer, car.id, 15_001)).statusCode).toBe(400);
    expect((await offerOnCar(buyer, car.id, 7_500)).statusCode).toBe(200);
  });

  it('refuses a sold car (409), a removed one (409), an unknown one (404), and a seller or an outsider', async () => {
    const sold = await aCar({ saleStatus: 'sold' });
    const refused = await offerOnCar(buyer, sold.id, 12_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${sold.productName} is already sold.`);

    const removed = await aCar();
    const { id: conversationId } = await createConversation(db, {
      carId: removed.id,
      buyerId: ids[buyer.email]!,
      sellerId: ids[seller.email]!,
    });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/products/${removed.id}`, headers: bearer(seller) }))
        .statusCode,
    ).toBe(200);
    const onRemoved = await post(buyer, `/api/conversations/${conversationId}/offers`, { amount: 12_000 });
    expect(onRemoved.statusCode).toBe(409);
    expect(onRemoved.json().message).toBe('This car has been removed, so it takes no offers.');

    expect((await offerOnCar(buyer, '00000000-0000-4000-8000-000000000000', 12_000)).statusCode).toBe(404);
    expect((await offerOnCar(otherSeller, (await aCar()).id, 12_000)).statusCode).toBe(403);
    const stranger = await post(otherBuyer, `/api/conversations/${conversationId}/offers`, {
      amount: 12_000,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('a car another buyer reserved', () => {
  it('takes no offer from anyone else, and no offer made before can be accepted, while its holder may still offer', async () => {
    const car = await aCar();
    const earlier = await offerOnCar(otherBuyer, car.id, 13_000);
    expect(earlier.statusCode, earlier.body).toBe(200);
    await createReservation(db, { carId: car.id, buyerId: ids[buyer.email]! });

    const refused = await offerOnCar(otherBuyer, car.id, 14_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/reserved/i);
    const accepting = await act(seller, earlier.json()._id, 'accept');
    expect(accepting.statusCode).toBe(409);
    expect(accepting.json().message).toMatch(/reserved/i);
    expect((await offerOnCar(buyer, car.id, 14_000)).statusCode).toBe(200);
  });
});

describe('answering an offer', () => {
  it('counters, and the accepted counter books the car at the agreed price, which PAY NOW charges', async () => {
    const car = await aCar();
    const first = (await offerOnCar(buyer, car.id, 12_000)).json();
    const counter = await act(seller, first._id, 'counter', { amount: 13_500 });
    expect(counter.statusCode, counter.body).toBe(200);
    expect(counter.json()).toMatchObject({
      by: 'seller',
      state: 'open',
      amount: 13_500,
      actions: ['withdraw'],
    });

    const thread = (await get(buyer, `/api/conversations/${first.conversationId}/offers`)).json();
    expect(thread.map((offer: { state: string; by: string }) => [offer.by, offer.state])).toEqual([
      ['buyer', 'countered'],
      ['seller', 'open'],
    ]);
    expect(thread[1].actions).toEqual(['accept', 'decline', 'counter']);
    await mailbox.waitFor(
      (mail) => mail.to === buyer.email && mail.subject.includes('countered with $13,500.00'),
    );

    const accepted = await act(buyer, counter.json()._id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'accepted', actions: [] });
    const bookingId = accepted.json().bookingId as string;
    await mailbox.waitFor((mail) => mail.to === seller.email && mail.subject.includes('accepted $13,500.00'));

    const orders = (await post(buyer, `/api/bookings/${buyer.email}`, { email: buyer.email })).json();
    expect(orders.find((order: { _id: string }) => order._id === bookingId)).toMatchObject({
      productName: car.productName,
      productPrice: 13_500,
      paymentStatus: 'unpaid',
      agreed: true,
      actions: ['pay', 'cancel'],
      seller: { email: seller.email },
    });

    // The page sends the asking price; the server charges the agreed one.
    const intent = await createIntent(app, buyer, bookingId, 15_000);
    expect(intent.statusCode).toBe(200);
    const charged = await confirmCard(app, sandbox, intent.json().clientSecret);
    expect(charged.json().amount).toBe(1_350_000);
    expect((await recordPayment(app, buyer, charged.json().id)).statusCode).toBe(200);
    expect((await completeBooking(app, buyer, bookingId)).statusCode).toBe(200);
    const record = await pool.query('select amount_cents, status from payments where intent_id = $1', [
      charged.json().id,
    ]);
    expect(record.rows[0]).toEqual({ amount_cents: 1_350_000, status: 'completed' });
  });

  it('lowers the price of a booking the buyer already had, instead of booking twice', async () => {
    const car = await aCar();
    const booked = await post(buyer, '/api/bookings', { carId: car.id, location: 'Lot', phone: '1' });
    const offer = (await offerOnCar(buyer, car.id, 14_000)).json();
    const accepted = (await act(seller, offer._id, 'accept')).json();
    expect(accepted.bookingId).toBe(booked.json().insertedId);
    const rows = await pool.query('select product_price, agreed from bookings where car_id = $1', [car.id]);
    expect(rows.rows).toEqual([{ product_price: 14_000, agreed: true }]);
  });

  it('lets only the right side take each action, and refuses one out of order, saying why', async () => {
    const car = await aCar();
    const offer = (await offerOnCar(buyer, car.id, 12_000)).json();
    const own = await act(buyer, offer._id, 'accept');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You made this offer: the seller answers it.');
    expect((await act(seller, offer._id, 'withdraw')).statusCode).toBe(403);
    expect((await act(otherBuyer, offer._id, 'decline')).statusCode).toBe(404);
    expect((await act(seller, offer._id, 'counter', { amount: 5_000 })).statusCode).toBe(400);

    expect((await act(seller, offer._id, 'decline')).json()).toMatchObject({
      state: 'declined',
      actions: [],
    });
    const late = await act(seller, offer._id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'CONFLICT', message: 'This offer is already declined.' });
    await mailbox.waitFor(
      (mail) => mail.to === buyer.email && mail.subject.includes('declined the offer of $12,000.00'),
    );

    const next = (
      await post(buyer, `/api/conversations/${offer.conversationId}/offers`, { amount: 12_500 })
    ).json();
    expect((await act(buyer, next._id, 'withdraw')).json().state).toBe('withdrawn');
    expect((await act(seller, next._id, 'accept')).statusCode).toBe(409);
  });

  it('accepts one of two offers on one car accepted at the same moment, and refuses the other', async () => {
    const car = await aCar();
    const offers = [
      (await offerOnCar(buyer, car.id, 12_000)).json(),
      (await offerOnCar(otherBuyer, car.id, 12_500)).json(),
    ];
    const answers = await Promise.all(offers.map((offer) => act(seller, offer._id, 'accept')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      `${car.productName} is already agreed with another buyer.`,
    );
    const rows = await pool.query(
      `select count(*)::int as n from offers where car_id = $1 and state = 'accepted'`,
      [car.id],
    );
    expect(rows.rows[0].n).toBe(1);
    expect(
      (await pool.query('select count(*)::int as n from bookings where car_id = $1', [car.id])).rows[0].n,
    ).toBe(1);
  });

  it('lets another offer be accepted once the agreed booking is cancelled, and refuses a sold car', async () => {
    const car = await aCar();
    const first = (await offerOnCar(buyer, car.id, 12_000)).json();
    const second = (await offerOnCar(otherBuyer, car.id, 12_500)).json();
    const { bookingId } = (await act(seller, first._id, 'accept')).json();
    expect((await post(buyer, `/api/bookings/${bookingId}/cancel`)).statusCode).toBe(200);
    expect((await act(seller, second._id, 'accept')).statusCode).toBe(200);

    const other = await aCar();
    const open = (await offerOnCar(buyer, other.id, 12_000)).json();
    await app.inject({ method: 'PUT', url: `/api/products/sold/${other.id}`, headers: bearer(seller) });
    const thread = (await get(buyer, `/api/conversations/${open.conversationId}/offers`)).json();
    expect(thread[0].state).toBe('declined');
  });

  it('refuses to book a car the moderators hid at the agreed price, as a new booking of it is refused', async () => {
    const car = await aCar();
    const offer = (await offerOnCar(buyer, car.id, 12_000)).json();
    await pool.query(
      `update cars set hidden_at = now(), hidden_by = 'moderator', hidden_reason = 'The photos show another car.'
       where id = $1`,
      [car.id],
    );

    const accepted = await act(seller, offer._id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(404);
    expect(accepted.json()).toMatchObject({ error: 'NOT_FOUND', message: 'There is no such car.' });
    expect((await pool.query('select id from bookings where car_id = $1', [car.id])).rowCount).toBe(0);
    const thread = (await get(buyer, `/api/conversations/${offer.conversationId}/offers`)).json();
    expect(thread[0].state).toBe('open');
  });

  it('tells both people live, and e-mails only those who take offer e-mails', async () => {
    const car = await aCar();
    await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(otherSeller),
      payload: { kind: 'offer-changes', enabled: false },
    });
    const quiet = await createCar(db, { sellerId: ids[otherSeller.email]!, modelId });
    const offer = (await offerOnCar(buyer, car.id, 12_000)).json();
    const unheard = (await offerOnCar(buyer, quiet.id, 12_000)).json();
    const events = await pool.query(
      `select account_id from live_events where type = 'offer.changed' and data->>'offerId' = $1`,
      [offer._id],
    );
    expect(events.rows.map((row) => row.account_id).sort()).toEqual(
      [ids[buyer.email], ids[seller.email]].sort(),
    );
    const queued = await pool.query(
      `select count(*)::int as n from mail_messages where kind = 'offer-changes' and recipient = $1`,
      [otherSeller.email],
    );
    expect(queued.rows[0].n).toBe(0);
    expect(unheard.state).toBe('open');
  });
});

describe('an offer nobody answers', () => {
  it('expires after 48 hours through the job queue, and both people are told', async () => {
    const car = await aCar();
    // Made "49 hours ago": its expiry job is due at once; the job finds it due only when the clock says so.
    shift = -49 * 3_600_000;
    const offer = (await offerOnCar(buyer, car.id, 12_000)).json();
    shift = 0;
    await expect
      .poll(
        async () => (await get(buyer, `/api/conversations/${offer.conversationId}/offers`)).json()[0].state,
        {
          timeout: 20_000,
        },
      )
      .toBe('expired');
    await mailbox.waitFor((mail) => mail.to === buyer.email && mail.subject.includes('expired'));
    await mailbox.waitFor((mail) => mail.to === seller.email && mail.subject.includes('expired'));
    expect((await act(seller, offer._id, 'accept')).statusCode).toBe(409);
  });
});
