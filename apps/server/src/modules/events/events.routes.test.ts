import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

/** Two servers on one database, as behind a load balancer: streams are held by A, changes are made on B. */
const a = await buildTestApp({ metricsToken: 'scrape-token' });
await a.app.listen({ port: 0, host: '127.0.0.1' });
const baseA = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
// Signed up before B starts: B's mail worker shares the outbox and would take the verification e-mails.
const [buyer, seller, stranger] = await Promise.all([
  signedUpAccount(a.app, 'buyer'),
  signedUpAccount(a.app, 'seller'),
  signedUpAccount(a.app, 'buyer'),
]);
const b = await buildTestApp({ databaseOf: a, secret: a.secret });
let sellerId: string;
let modelId: string;
const streams: { close: () => Promise<void> }[] = [];

const streamOf = async (person: Person | undefined, path = '/api/events', lastEventId?: string) => {
  const headers: Record<string, string> = {};
  if (person) headers.authorization = `Bearer ${person.token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const stream = await openEventStream(`${baseA}${path}`, headers);
  streams.push(stream);
  return stream;
};

const onB = (person: Person, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  b.app.inject({ method, url, headers: bearer(person), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  sellerId = (await a.pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0].id;
  modelId = (await createCarModel(a.db, 'Wagon')).id;
});

afterAll(async () => {
  for (const stream of streams) await stream.close();
});

describe('live events across two servers', () => {
  it('delivers a message posted on B to the streams A holds within a second, and to nobody else', async () => {
    const car = await createCar(a.db, { sellerId, modelId });
    const [buyerStream, sellerStream, strangerStream] = await Promise.all([
      streamOf(buyer),
      streamOf(seller),
      streamOf(stranger),
    ]);
    for (const stream of [buyerStream, sellerStream, strangerStream]) {
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready');
    }
    const posted = performance.now();
    const started = await onB(buyer, 'POST', '/api/conversations', {
      carId: car.id,
      text: 'Still for sale?',
    });
    expect(started.statusCode, started.body).toBe(200);
    const conversationId = started.json()._id;
    const arrived = await sellerStream.next((event) => event.event === 'message.created', 1000);
    expect(arrived.at - posted).toBeLessThan(1000);
    expect(JSON.parse(arrived.data)).toMatchObject({ conversationId });
    // The writer's other tabs hear of it too.
    await buyerStream.next((event) => event.event === 'message.created', 1000);

    // A public change reaches everyone; then nothing private came before it on the stranger's stream.
    await onB(seller, 'PUT', `/api/products/sold/${car.id}`);
    await strangerStream.next((event) => event.event === 'car.sold', 1000);
    expect(strangerStream.received.map((event) => event.event)).toEqual(['ready', 'car.sold']);
  });

  it('tells every open page, signed in or not, when a car is sold, removed or repriced', async () => {
    const [repriced, removed] = await Promise.all([
      createCar(a.db, { sellerId, modelId }, { resalePrice: 9000 }),
      createCar(a.db, { sellerId, modelId }),
    ]);
    const visitor = await streamOf(undefined, '/api/events/cars');
    await visitor.next((event) => event.event === 'ready');
    expect(
      (await onB(seller, 'PATCH', `/api/products/${repriced.id}`, { resalePrice: 8500 })).statusCode,
    ).toBe(200);
    const updated = await visitor.next((event) => event.event === 'car.updated', 1000);
    expect(JSON.parse(updated.data)).toEqual({ carId: repriced.id });
    const deleted = await b.app.inject({
      method: 'DELETE',
      url: `/api/products/${removed.id}`,
      headers: bearer(seller),
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await visitor.next((event) => event.event === 'car.removed', 1000);
    expect(JSON.parse(gone.data)).toEqual({ carId: removed.id });
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, and only what is its own', async () => {
    const car = await createCar(a.db, { sellerId, modelId });
    const first = await streamOf(seller);
    const ready = await first.next((event) => event.event === 'ready');
    expect(ready.id).toMatch(/^\d+$/);
    await first.close();

    const started = await onB(buyer, 'POST', '/api/conversations', { carId: car.id, text: 'Hello?' });
    const other = await createCar(a.db, { sellerId, modelId });
    await onB(stranger, 'POST', '/api/conversations', { carId: other.id, text: 'Private to the seller' });
    await onB(seller, 'PUT', `/api/products/sold/${car.id}`);

    const again = await streamOf(seller, '/api/events', ready.id);
    await again.next((event) => event.event === 'car.sold');
    const missed = again.received.filter((event) => event.event !== 'ready');
    expect(missed.map((event) => event.event)).toEqual(['message.created', 'message.created', 'car.sold']);
    expect(JSON.parse(missed[0]!.data).conversationId).toBe(started.json()._id);
    const ids = missed.map((event) => Number(event.id));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);

    // The buyer's replay from the same point holds their own message but not the stranger's.
    const buyerAgain = await streamOf(buyer, '/api/events', ready.id);
    await buyerAgain.next((event) => event.event === 'car.sold');
    expect(buyerAgain.received.filter((event) => event.event === 'message.created')).toHaveLength(1);
  });

  it('refuses a private stream without a valid token, and counts open streams in the metrics', async () => {
    const anonymous = await streamOf(undefined);
    expect(anonymous.status).toBe(401);
    const holding = await streamOf(buyer);
    await holding.next((event) => event.event === 'ready');
    const scrape = await a.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token' },
    });
    const gauge = /^live_event_streams (\d+)$/m.exec(scrape.body);
    expect(gauge, scrape.body.slice(0, 300)).not.toBeNull();
    expect(Number(gauge![1])).toBeGreaterThanOrEqual(1);
  });
});
