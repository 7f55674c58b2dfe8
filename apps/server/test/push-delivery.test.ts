import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createCar, createCarModel } from './builders.ts';
import { bearer, signedUpAccount } from './sessions.ts';
import { startPushServiceStandIn } from './stand-ins/push-service.ts';
import { buildTestApp } from './test-app.ts';

// Two servers of one deployment on one database, sharing their secret and VAPID keys; messages are written through
// either, and either's job workers may send their notifications.
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@localhost' };
const pushService = await startPushServiceStandIn();
afterAll(() => pushService.close());
const first = await buildTestApp({ vapid });
const second = await buildTestApp({
  vapid,
  databaseOf: first,
  secret: first.secret,
  payments: first.payments,
});
const { db, pool } = first;
const rounds = 12;

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let seller: Person;
let carId: string;

const pending = async () =>
  (
    await pool.query<{ deliveries: number; jobs: number }>(
      `select (select count(*)::int from push_deliveries where sent_at is null) as deliveries,
              (select count(*)::int from pgboss.job where name = 'push.send' and state <> 'completed') as jobs`,
    )
  ).rows[0];

beforeAll(async () => {
  [buyer, seller] = await Promise.all([
    signedUpAccount(first.app, 'buyer'),
    signedUpAccount(first.app, 'seller'),
  ]);
  const sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0]
    .id as string;
  carId = (await createCar(db, { sellerId, modelId: (await createCarModel(db, 'Coupe')).id })).id;
});

describe('push delivery across two servers', () => {
  it('sends each message to each device exactly once, also when its job runs again', async () => {
    const devices = [pushService.subscribe(vapid.publicKey), pushService.subscribe(vapid.publicKey)];
    for (const [index, device] of devices.entries()) {
      const app = index === 0 ? first.app : second.app;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(seller),
        payload: { endpoint: device.endpoint, keys: device.keys, topics: ['messages'] },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }

    const texts = Array.from({ length: rounds }, (_, round) => `Question number ${round + 1}`);
    // Within a sender's limit of messages a minute; the first one starts the conversation, the others join it.
    const answers = await Promise.all(
      texts.map((text, round) =>
        (round % 2 === 0 ? first.app : second.app).inject({
          method: 'POST',
          url: '/api/conversations',
          headers: bearer(buyer),
          payload: { carId, text },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(texts.map(() => 200));
    const written = rounds;

    for (const device of devices) await pushService.waitFor(device.endpoint, written);
    await expect.poll(pending, { timeout: 30_000 }).toEqual({ deliveries: 0, jobs: 0 });

    // Every delivery's job once more, as after a crash between sending and finishing the job, from a third client of
    // the queue: both servers' workers take them, and none sends again.
    const { rows: deliveries } = await pool.query<{ id: string }>('select id from push_deliveries');
    const boss = new PgBoss({ connectionString: first.databaseUrl, schema: 'pgboss', schedule: false });
    await boss.start();
    for (const { id } of deliveries) await boss.send('push.send', { id });
    await boss.stop({ graceful: true });
    await expect.poll(pending, { timeout: 30_000 }).toEqual({ deliveries: 0, jobs: 0 });

    for (const device of devices) {
      const bodies = pushService
        .messagesTo(device.endpoint)
        .map((message) => (JSON.parse(message.payload) as { body: string }).body);
      expect(bodies).toHaveLength(written);
      expect(new Set(bodies).size).toBe(written);
    }
  });
});
