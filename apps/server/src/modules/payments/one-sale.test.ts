import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bookCar, payForBooking } from '../../../test/paying.ts';
import { signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool, sandbox } = await buildTestApp();

const buyersPerRound = 20;
const rounds = 10;

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyers: Person[];
let sellerId: string;
let modelId: string;

beforeAll(async () => {
  // The sandbox's webhooks race the pages' own completion calls, as they do in production.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  sandbox.setWebhookUrl(`${address}/api/webhooks/stripe`);
  const seller = await signedUpAccount(app, 'seller');
  buyers = await Promise.all(Array.from({ length: buyersPerRound }, () => signedUpAccount(app, 'buyer')));
  sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0].id;
  modelId = (await createCarModel(db, 'Roadster')).id;
});

describe('one sale per car', () => {
  it(`sells a car to exactly one of ${buyersPerRound} buyers paying at once, ${rounds} times over`, async () => {
    const figures: { round: number; sales: number; refusedBeforeCharge: number; refunded: number }[] = [];
    for (let round = 1; round <= rounds; round++) {
      const car = await createCar(db, { sellerId, modelId }, { resalePrice: 8_000 + round });
      const bookings = await Promise.all(buyers.map((buyer) => bookCar(app, buyer, car.id)));
      const outcomes = await Promise.all(
        buyers.map(async (buyer, index) => {
          // Buyers press PAY NOW within a few tens of milliseconds of each other, not in lockstep.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 60));
          return payForBooking(app, sandbox, buyer, bookings[index]!);
        }),
      );

      const sales = outcomes.filter(({ response }) => response.statusCode === 200);
      const refusedBeforeCharge = outcomes.filter(
        ({ step, response }) => step === 'intent' && response.statusCode === 409,
      );
      const refunded = outcomes.filter(
        ({ step, response }) => step === 'complete' && response.json().error === 'PAYMENT_REFUNDED',
      );
      expect(sales, `round ${round}`).toHaveLength(1);
      expect(
        sales.length + refusedBeforeCharge.length + refunded.length,
        `round ${round}: every payer answered`,
      ).toBe(buyersPerRound);
      figures.push({
        round,
        sales: sales.length,
        refusedBeforeCharge: refusedBeforeCharge.length,
        refunded: refunded.length,
      });

      // The database agrees, and nothing is left half-done once the webhooks have landed too.
      const state = async () =>
        (
          await pool.query(
            `select
              (select sale_status from cars where id = $1) as car,
              (select advertised_at from cars where id = $1) as advertised,
              (select json_object_agg(payment_status, n) from
                (select payment_status, count(*)::int as n from bookings where car_id = $1 group by 1) b) as bookings,
              (select json_object_agg(status, n) from
                (select p.status, count(*)::int as n from payments p join bookings b on b.id = p.booking_id
                 where b.car_id = $1 group by 1) p) as payments`,
            [car.id],
          )
        ).rows[0];
      await expect.poll(async () => (await state()).payments.refunding ?? 0).toBe(0);
      const settled = await state();
      expect(settled.car).toBe('sold');
      expect(settled.advertised).toBeNull();
      expect(settled.bookings.paid).toBe(1);
      expect(settled.bookings.refunded ?? 0).toBe(refunded.length);
      expect(settled.bookings.unpaid ?? 0).toBe(refusedBeforeCharge.length);
      expect(settled.payments).toEqual({
        completed: 1,
        ...(refunded.length > 0 ? { refunded: refunded.length } : {}),
      });
      const refundedIntents = sandbox
        .events()
        .filter((event) => event.type === 'refund.created')
        .map((event) => JSON.parse(event.payload).data.object.payment_intent);
      for (const outcome of refunded) expect(refundedIntents).toContain(outcome.transactionId);
      expect(refundedIntents).not.toContain(sales[0]!.transactionId);
    }
    console.info(
      `one sale per car, ${buyersPerRound} buyers paying at once:\n` +
        figures
          .map(
            (f) =>
              `  round ${f.round}: ${f.sales} sale, ${f.refusedBeforeCharge} refused before the charge, ${f.refunded} refunded`,
          )
          .join('\n'),
    );
  }, 120_000);
});
