import { pushMessage } from '@second-gear/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { startPushServiceStandIn, type StandInSubscription } from '../../../test/stand-ins/push-service.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const pushService = await startPushServiceStandIn();
afterAll(() => pushService.close());
const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let seller: Person;
let otherBuyer: Person;
let car: { id: string };
let publicKey: string;

const accountId = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;

const call = (person: Person | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: person ? bearer(person) : {}, ...(payload ? { payload } : {}) });

/** A device of `person` that turned notifications on for `topics`, as the settings page does. */
async function deviceOf(person: Person, topics: string[]): Promise<StandInSubscription> {
  const device = pushService.subscribe(publicKey);
  const answer = await call(person, 'POST', '/api/push/subscriptions', {
    endpoint: device.endpoint,
    keys: device.keys,
    topics,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return device;
}

/** The buyer asks about the car; the seller's devices hear of it. */
const ask = async (text: string) => {
  const answer = await call(buyer, 'POST', '/api/conversations', { carId: car.id, text });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { _id: string };
};

const payloadOf = (message: { payload: string }) => pushMessage.parse(JSON.parse(message.payload));

beforeAll(async () => {
  [buyer, seller, otherBuyer] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'buyer'),
  ]);
  const modelId = (await createCarModel(db, 'Wagon')).id;
  car = await createCar(
    db,
    { sellerId: await accountId(seller), modelId },
    { productName: '2019 Subaru Outback' },
  );
  publicKey = (await call(undefined, 'GET', '/api/push/public-key')).json().publicKey;
});

describe('push subscriptions', () => {
  it("serves the server's VAPID public key to anyone: an uncompressed P-256 point", () => {
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
  });

  it('turns a device on, changes its topics, lists it, and turns it off', async () => {
    const device = await deviceOf(otherBuyer, ['messages']);
    const changed = await call(otherBuyer, 'POST', '/api/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
      topics: ['alerts', 'price-drops', 'alerts'],
    });
    expect(changed.json()).toMatchObject({ endpoint: device.endpoint, topics: ['alerts', 'price-drops'] });
    const listed = (await call(otherBuyer, 'GET', '/api/push/subscriptions')).json();
    expect(listed.subscriptions).toEqual([expect.objectContaining({ endpoint: device.endpoint })]);

    const off = await call(otherBuyer, 'DELETE', '/api/push/subscriptions', { endpoint: device.endpoint });
    expect(off.json()).toEqual({ deletedCount: 1 });
    expect((await call(otherBuyer, 'GET', '/api/push/subscriptions')).json().subscriptions).toEqual([]);
  });

  it("refuses another account's device, plain http endpoints elsewhere than the local push service, and strangers", async () => {
    const device = await deviceOf(otherBuyer, ['messages']);
    const taken = await call(buyer, 'POST', '/api/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
      topics: ['messages'],
    });
    expect(taken.statusCode).toBe(409);
    // Nor can the other account turn it off.
    expect(
      (await call(buyer, 'DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).json(),
    ).toEqual({ deletedCount: 0 });

    const plain = await call(buyer, 'POST', '/api/push/subscriptions', {
      endpoint: 'http://push.example.com/send/abc',
      keys: device.keys,
      topics: ['messages'],
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toMatch(/https/);
    const badKey = await call(buyer, 'POST', '/api/push/subscriptions', {
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'not-a-key', auth: device.keys.auth },
      topics: ['messages'],
    });
    expect(badKey.statusCode).toBe(400);
    const stranger = await call(undefined, 'POST', '/api/push/subscriptions', {
      endpoint: 'https://push.example.com/send/abc',
      keys: device.keys,
      topics: ['messages'],
    });
    expect(stranger.statusCode).toBe(401);
  });
});

describe('notifications', () => {
  it("sends a new message to the seller's devices that take messages, encrypted to each and signed by the server", async () => {
    const phone = await deviceOf(seller, ['messages', 'deals']);
    const laptop = await deviceOf(seller, ['alerts']);
    const conversation = await ask('Hello! Does it have a roof rack?');

    const [received] = await pushService.waitFor(phone.endpoint);
    expect(payloadOf(received!)).toEqual({
      title: 'New message from Test User',
      body: '2019 Subaru Outback: Hello! Does it have a roof rack?',
      url: `/dashboard/messages/${conversation._id}`,
      topic: 'messages',
    });
    expect(received!.vapidKey).toBe(publicKey);
    expect(received!.urgency).toBe('high');
    expect(received!.ttl).toBeGreaterThan(0);
    // The buyer, who wrote it, and the seller's laptop, which takes only alerts, get nothing: once the phone's delivery
    // is sent, every delivery of this message is.
    await expect
      .poll(
        async () =>
          (await pool.query('select count(*)::int as n from push_deliveries where sent_at is null')).rows[0]
            .n,
      )
      .toBe(0);
    expect(pushService.messagesTo(laptop.endpoint)).toEqual([]);
    await call(seller, 'DELETE', '/api/push/subscriptions', { endpoint: phone.endpoint });
    await call(seller, 'DELETE', '/api/push/subscriptions', { endpoint: laptop.endpoint });
  });

  it("writes in the recipient's language when their account has one", async () => {
    await pool.query(`update accounts set language = 'es' where user_email = $1`, [seller.email]);
    const phone = await deviceOf(seller, ['messages']);
    await ask('¿Sigue disponible?');
    const [received] = await pushService.waitFor(phone.endpoint);
    expect(payloadOf(received!)).toMatchObject({
      title: 'Nuevo mensaje de Test User',
      body: '2019 Subaru Outback: ¿Sigue disponible?',
    });
    await pool.query(`update accounts set language = null where user_email = $1`, [seller.email]);
    await call(seller, 'DELETE', '/api/push/subscriptions', { endpoint: phone.endpoint });
  });

  it('removes a device the push service says is gone, and keeps sending to the others', async () => {
    const revoked = await deviceOf(seller, ['messages']);
    const kept = await deviceOf(seller, ['messages']);
    pushService.gone(revoked.endpoint);
    await ask('Can I see it on Saturday?');
    await pushService.waitFor(kept.endpoint);
    await expect
      .poll(async () =>
        (await call(seller, 'GET', '/api/push/subscriptions'))
          .json()
          .subscriptions.map((one: { endpoint: string }) => one.endpoint),
      )
      .toEqual([kept.endpoint]);
    expect(pushService.refusals).toContainEqual(
      expect.objectContaining({ endpoint: revoked.endpoint, status: 410 }),
    );
    await call(seller, 'DELETE', '/api/push/subscriptions', { endpoint: kept.endpoint });
  });
});
