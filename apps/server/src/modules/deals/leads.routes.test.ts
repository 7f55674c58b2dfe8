import type { Lead } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCar,
  createCarModel,
  createConversation,
  createPaidBooking,
  createReservation,
} from '../../../test/builders.ts';
import { bookCar } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { actOn, requestTestDrive, setAvailability } from '../../../test/test-drives.ts';

const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Person;
let otherSeller: Person;
let modelId: string;
const hour = 3_600_000;

const accountId = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;
const leadsOf = (carId: string, person?: Person) =>
  app.inject({ method: 'GET', url: `/api/products/${carId}/leads`, headers: bearer(person) });
const post = (person: Person, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(person), payload });

beforeAll(async () => {
  [seller, otherSeller] = await Promise.all([signedUpAccount(app, 'seller'), signedUpAccount(app, 'seller')]);
  modelId = (await createCarModel(db, 'Sedan')).id;
  await setAvailability(app, seller);
});

describe('GET /api/products/:id/leads', () => {
  it('lists each person once, newest first, with their latest state, every interaction and where to act', async () => {
    const sellerId = await accountId(seller);
    const car = await createCar(db, { sellerId, modelId }, { resalePrice: 15_000 });
    const buyers = await Promise.all(
      ['asker', 'offerer', 'driver', 'booker', 'payer', 'reserver'].map(async (name) => {
        const person = await signedUpAccount(app, 'buyer');
        const id = await accountId(person);
        await pool.query('update accounts set username = $1 where id = $2', [name, id]);
        return { name, person, id };
      }),
    );
    const [asker, offerer, driver, booker, payer, reserver] = buyers as [
      (typeof buyers)[0],
      (typeof buyers)[0],
      (typeof buyers)[0],
      (typeof buyers)[0],
      (typeof buyers)[0],
      (typeof buyers)[0],
    ];
    const refs = (buyerId: string) => ({ carId: car.id, buyerId, sellerId });

    await createPaidBooking(db, { carId: car.id, buyerId: payer.id }, new Date(Date.now() - 48 * hour));
    const asked = await createConversation(
      db,
      refs(asker.id),
      undefined,
      new Date(Date.now() - 24 * hour),
      null,
    );
    const talked = await createConversation(db, refs(booker.id), undefined, new Date(Date.now() - 3 * hour));
    const offer = (await post(offerer.person, '/api/offers', { carId: car.id, amount: 13_000 })).json();
    const counter = await post(seller, `/api/offers/${offer._id}/counter`, { amount: 14_000 });
    expect(counter.statusCode, counter.body).toBe(200);
    const drive = await requestTestDrive(app, driver.person, car.id);
    expect((await actOn(app, seller, drive._id, 'confirm')).statusCode).toBe(200);
    const booking = await bookCar(app, booker.person, car.id);
    const reservation = await createReservation(db, { carId: car.id, buyerId: reserver.id });

    const answer = await leadsOf(car.id, seller);
    expect(answer.statusCode, answer.body).toBe(200);
    const leads: Lead[] = answer.json();
    expect(leads.map((lead) => [lead.buyerId, lead.latest.state])).toEqual([
      [reserver.id, 'car reserved'],
      [booker.id, 'booking not paid yet'],
      [driver.id, 'test drive confirmed'],
      [offerer.id, expect.stringMatching(/^(your counter-offer of \$14,000 open|you replied)$/)],
      [asker.id, 'conversation waiting for your reply'],
      [payer.id, 'booking paid'],
    ]);
    const of = (person: { id: string }) => leads.find((lead) => lead.buyerId === person.id)!;
    expect(of(asker).buyerName).toBe('asker');
    expect(of(asker).latest).toMatchObject({ kind: 'message', link: `/dashboard/messages/${asked.id}` });
    expect(of(reserver).latest).toMatchObject({
      kind: 'reservation',
      _id: reservation.id,
      link: '/dashboard/deals',
    });
    expect(of(driver).latest).toMatchObject({ kind: 'testDrive', _id: drive._id, link: '/dashboard/deals' });
    expect(of(booker).interactions).toEqual([
      expect.objectContaining({ kind: 'booking', _id: booking, state: 'booking not paid yet' }),
      expect.objectContaining({ kind: 'message', _id: talked.id, state: 'you replied' }),
    ]);
    // The counter-offer is written in the conversation too, so the seller has answered it.
    expect(of(offerer).interactions.map((interaction) => [interaction.kind, interaction.state])).toEqual(
      expect.arrayContaining([
        ['offer', 'your counter-offer of $14,000 open'],
        ['offer', 'offer of $13,000 countered'],
        ['message', 'you replied'],
      ]),
    );
    expect(of(offerer).interactions).toHaveLength(3);
    expect(of(offerer).interactions[0]!.link).toBe(`/dashboard/messages/${offer.conversationId}`);
  });

  it('is refused to another seller and to a buyer, and not found for an unknown car', async () => {
    const car = await createCar(db, { sellerId: await accountId(seller), modelId });
    expect((await leadsOf(car.id, seller)).json()).toEqual([]);
    const other = await leadsOf(car.id, otherSeller);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('FORBIDDEN');
    expect((await leadsOf(car.id, await signedUpAccount(app, 'buyer'))).statusCode).toBe(403);
    expect((await leadsOf(car.id)).statusCode).toBe(401);
    expect((await leadsOf('6b0a2d3e-0000-4000-8000-000000000000', seller)).statusCode).toBe(404);
  });
});
