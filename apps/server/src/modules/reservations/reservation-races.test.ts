import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bookCar, payForBooking, reservationCall, reserveCar } from '../../../test/paying.ts';
import { signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

// Two servers on one database, in front of one gateway; reservations last about two seconds, so the job queue's
// expiry races the buyer paying the rest and a cancel sent to the other server.
const hours = 2 / 3600;
const settings = { depositCents: 25_000, hours };
const first = await buildTestApp({ reservations: settings });
const second = await buildTestApp({
  reservations: settings,
  databaseOf: first,
  secret: first.secret,
  payments: first.payments,
});
const { db, pool, sandbox } = first;
const rounds = 8;

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let seller: Person;
let sellerId: string;
let modelId: string;

beforeAll(async () => {
  const address = await first.app.listen({ port: 0, host: '127.0.0.1' });
  sandbox.setWebhookUrl(`${address}/api/webhooks/stripe`);
  [buyer, seller] = await Promise.all([
    signedUpAccount(first.app, 'buyer'),
    signedUpAccount(first.app, 'seller'),
  ]);
  sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0].id;
  modelId = (await createCarModel(db, 'Wagon')).id;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a reservation ends exactly once', () => {
  it(`whichever of paying, cancelling and expiry comes first, on two servers, ${rounds} times over`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const car = await createCar(db, { sellerId, modelId }, { resalePrice: 7_000 + round });
      const { id, intentId } = await reserveCar(first.app, sandbox, buyer, car.id);
      const bookingId = await bookCar(second.app, buyer, car.id);
      const deadline = Date.now() + 1_500;
      await Promise.all([
        (async () => {
          await sleep(Math.max(0, deadline - Date.now() + (Math.random() - 0.5) * 600));
          await payForBooking(round % 2 ? first.app : second.app, sandbox, buyer, bookingId);
        })(),
        (async () => {
          // Every third round nobody cancels: the expiry alone races the payment.
          if (round % 3 === 2) return;
          await sleep(Math.max(0, deadline - Date.now() + (Math.random() - 0.5) * 600));
          await reservationCall(round % 2 ? second.app : first.app, seller, id, 'cancel');
        })(),
      ]);
      const settled = async () =>
        (
          await pool.query(
            `select r.state, r.settled_at is not null as settled, c.sale_status as car,
              (select json_agg(p.status) from payments p where p.booking_id = $2) as payments
             from reservations r join cars c on c.id = r.car_id where r.id = $1`,
            [id, bookingId],
          )
        ).rows[0];
      await expect.poll(async () => (await settled()).state, { timeout: 15_000 }).not.toBe('active');
      await expect.poll(async () => (await settled()).settled, { timeout: 15_000 }).toBe(true);
      await expect
        .poll(
          async () => ((await settled()).payments ?? []).filter((s: string) => s === 'refunding').length,
          {
            timeout: 15_000,
          },
        )
        .toBe(0);
      const end = await settled();
      const holdEnds = sandbox
        .events()
        .filter((event) => JSON.parse(event.payload).data.object.id === intentId)
        .map((event) => event.type)
        .filter((type) => type === 'payment_intent.succeeded' || type === 'payment_intent.canceled');
      // Ended twice: 0. One end at the gateway, and it agrees with the reservation's.
      expect(holdEnds, `round ${round}`).toEqual([
        end.state === 'converted' ? 'payment_intent.succeeded' : 'payment_intent.canceled',
      ]);
      // The car is sold exactly when a payment completed: less the deposit when the reservation converted, the
      // whole price when it had already ended before PAY NOW.
      const sale = (
        await pool.query(
          `select amount_cents, reservation_id from payments where booking_id = $1 and status = 'completed'`,
          [bookingId],
        )
      ).rows;
      expect(end.car, `round ${round}`).toBe(sale.length === 1 ? 'sold' : 'available');
      if (end.state === 'converted')
        expect(sale).toEqual([{ amount_cents: (7_000 + round) * 100 - 25_000, reservation_id: id }]);
      else if (sale.length)
        expect(sale).toEqual([{ amount_cents: (7_000 + round) * 100, reservation_id: null }]);
      outcomes.push(`${end.state}${sale.length && end.state !== 'converted' ? ' then paid in full' : ''}`);
    }
    console.info(`a reservation ends exactly once, ${rounds} rounds: ${outcomes.join(', ')}`);
  }, 120_000);
});
