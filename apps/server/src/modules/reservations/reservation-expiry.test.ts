import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { reserve, reserveCar } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { mailMessages } from '../mail/mail.table.ts';

// Reservations that last three seconds: the job queue's expiry is what ends them.
const { app, db, pool, sandbox } = await buildTestApp({
  reservations: { depositCents: 25_000, hours: 3 / 3600 },
});

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let otherBuyer: Person;
let seller: Person;
let sellerId: string;
let modelId: string;

beforeAll(async () => {
  [buyer, otherBuyer, seller] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
  ]);
  sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0].id;
  modelId = (await createCarModel(db, 'Coupe')).id;
});

const subjectsTo = async (to: string) =>
  (
    await db
      .select({ subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'reservation-updates'), eq(mailMessages.recipient, to)))
      .orderBy(mailMessages.createdAt)
  ).map((row) => row.subject);
const carPage = async (id: string) => (await app.inject({ method: 'GET', url: `/api/cars/${id}` })).json();

describe('a reservation running out', () => {
  it('expires through the job queue: the hold released, the car available again, buyer and seller told', async () => {
    const car = await createCar(db, { sellerId, modelId }, { resalePrice: 8_000, productName: 'Blue coupe' });
    const { id, intentId } = await reserveCar(app, sandbox, buyer, car.id);
    expect((await carPage(car.id)).reservedUntil).not.toBeNull();
    await expect
      .poll(
        async () => (await pool.query('select state from reservations where id = $1', [id])).rows[0].state,
        {
          timeout: 20_000,
        },
      )
      .toBe('expired');
    await expect
      .poll(
        () =>
          sandbox
            .events()
            .filter((event) => JSON.parse(event.payload).data.object.id === intentId)
            .at(-1)?.type,
      )
      .toBe('payment_intent.canceled');
    expect((await carPage(car.id)).reservedUntil).toBeNull();
    const mine = await app.inject({ method: 'GET', url: '/api/reservations', headers: bearer(buyer) });
    expect(mine.json().find((each: { _id: string }) => each._id === id).state).toBe('expired');
    for (const person of [buyer, seller]) {
      await expect
        .poll(() => subjectsTo(person.email))
        .toEqual(['Blue coupe is reserved', 'Reservation of Blue coupe expired']);
    }
    expect((await reserve(app, otherBuyer, car.id)).statusCode).toBe(200);
  });

  it('e-mails nobody who turned reservation updates off', async () => {
    const quiet = await signedUpAccount(app, 'buyer');
    const off = await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(quiet),
      payload: { kind: 'reservation-updates', enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const car = await createCar(db, { sellerId, modelId }, { resalePrice: 9_000 });
    const { id } = await reserveCar(app, sandbox, quiet, car.id);
    await expect
      .poll(
        async () => (await pool.query('select state from reservations where id = $1', [id])).rows[0].state,
        {
          timeout: 20_000,
        },
      )
      .toBe('expired');
    expect(await subjectsTo(quiet.email)).toEqual([]);
  });
});
