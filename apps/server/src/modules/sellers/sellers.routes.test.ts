import { profilePageSize } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createCar,
  createCarModel,
  createConversation,
  createPaidBooking,
} from '../../../test/builders.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const now = new Date('2026-07-15T16:00:00Z');
const { app, db, pool } = await buildTestApp({ clock: () => now });

const minute = 60_000;
const day = 86_400_000;
let modelId: string;

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Sedan')).id;
});

const profile = (id: string) => app.inject({ method: 'GET', url: `/api/sellers/${id}` });
const aSeller = (overrides: Parameters<typeof createAccount>[1] = {}) => createAccount(db, overrides);

/** Conversations with `sellerId` begun `daysAgo` days ago and answered after these minutes (null: never). */
async function conversationsAnswered(sellerId: string, minutes: (number | null)[], daysAgo = 3) {
  const car = await createCar(db, { sellerId, modelId });
  for (const after of minutes) {
    const buyer = await createAccount(db, { accountStatus: 'buyer' });
    const startedAt = new Date(now.getTime() - daysAgo * day);
    await createConversation(
      db,
      { carId: car.id, buyerId: buyer.id, sellerId },
      undefined,
      startedAt,
      after === null ? null : new Date(startedAt.getTime() + after * minute),
    );
  }
}

describe("a seller's public profile", () => {
  it('shows who the seller is, their sales and their cars for sale to anyone', async () => {
    const createdAt = new Date('2024-03-09T10:00:00Z');
    const seller = await aSeller({ username: 'Dana Motors', sellerStatus: 'verified', createdAt });
    const forSale = [];
    for (let index = 0; index < profilePageSize + 2; index++)
      forSale.push(
        await createCar(
          db,
          { sellerId: seller.id, modelId },
          { createdAt: new Date(now.getTime() - index * day) },
        ),
      );
    await createCar(db, { sellerId: seller.id, modelId }, { saleStatus: 'sold' });
    await createCar(db, { sellerId: seller.id, modelId }, { saleStatus: 'sold' });

    const answer = await profile(seller.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      _id: seller.id,
      name: 'Dana Motors',
      memberSince: createdAt.toISOString(),
      verified: true,
      replyTimeMinutes: null,
      rating: null,
      soldCount: 2,
      reviews: { reviews: [], total: 0, page: 1 },
    });
    expect(body).not.toHaveProperty('userEmail');
    expect(body).not.toHaveProperty('phone');
    expect(body.listings.total).toBe(profilePageSize + 2);
    expect(body.listings.listings.map((car: { _id: string }) => car._id)).toEqual(
      forSale.slice(0, profilePageSize).map((car) => car.id),
    );
    const second = (
      await app.inject({ method: 'GET', url: `/api/sellers/${seller.id}/listings?page=2` })
    ).json();
    expect(second.listings.map((car: { _id: string }) => car._id)).toEqual(
      forSale.slice(profilePageSize).map((car) => car.id),
    );
    expect((await profile((await aSeller()).id)).json().verified).toBe(false);
  });

  it('is not found for a buyer, an unknown id or a malformed one', async () => {
    const buyer = await aSeller({ accountStatus: 'buyer' });
    expect((await profile(buyer.id)).statusCode).toBe(404);
    expect((await profile('6b0a2d3e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await profile('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('BAD_REQUEST');
    expect(
      (await app.inject({ method: 'GET', url: `/api/sellers/${buyer.id}/reviews?page=0` })).statusCode,
    ).toBe(400);
  });

  it('gives the median time to the first answer over the last 90 days, and none under five conversations', async () => {
    const seller = await aSeller();
    await conversationsAnswered(seller.id, [30, 120, 200, 240]);
    // Older than 90 days: not counted.
    await conversationsAnswered(seller.id, [5, 5, 5], 91);
    expect((await profile(seller.id)).json().replyTimeMinutes).toBeNull();

    await conversationsAnswered(seller.id, [300]);
    expect((await profile(seller.id)).json().replyTimeMinutes).toBe(200);

    // Unanswered ones are slower than any answer: with most unanswered there is no usual reply time.
    await conversationsAnswered(seller.id, [null, null]);
    expect((await profile(seller.id)).json().replyTimeMinutes).toBe(240);
    await conversationsAnswered(seller.id, [null, null, null, null]);
    expect((await profile(seller.id)).json().replyTimeMinutes).toBeNull();
  });

  it('shows the seller their own reply time and the conversations waiting for their reply, longest first', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email]))
      .rows[0].id as string;
    const replies = () =>
      app.inject({ method: 'GET', url: '/api/sellers/me/replies', headers: bearer(seller) });
    await conversationsAnswered(sellerId, [10, 20, 30, 40, 50]);
    const car = await createCar(db, { sellerId, modelId }, { productName: 'Waiting Wagon' });
    const waitingSince = async (hoursAgo: number, username: string) => {
      const buyer = await createAccount(db, { accountStatus: 'buyer', username });
      const at = new Date(now.getTime() - hoursAgo * 3_600_000);
      return (
        await createConversation(db, { carId: car.id, buyerId: buyer.id, sellerId }, undefined, at, null)
      ).id;
    };
    const recent = await waitingSince(1, 'Recent Rita');
    const oldest = await waitingSince(5, 'Oldest Otto');

    const answer = await replies();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      replyTimeMinutes: (await profile(sellerId)).json().replyTimeMinutes,
      waiting: [
        {
          _id: oldest,
          carName: 'A car',
          buyerName: 'Oldest Otto',
          since: new Date(now.getTime() - 5 * 3_600_000).toISOString(),
        },
        {
          _id: recent,
          carName: 'A car',
          buyerName: 'Recent Rita',
          since: new Date(now.getTime() - 3_600_000).toISOString(),
        },
      ],
    });
    expect(answer.json().replyTimeMinutes).not.toBeNull();
    const buyer = await signedUpAccount(app, 'buyer');
    expect(
      (await app.inject({ method: 'GET', url: '/api/sellers/me/replies', headers: bearer(buyer) }))
        .statusCode,
    ).toBe(403);
  });

  it("gives the same reply time on the seller's car pages as on the profile", async () => {
    const seller = await aSeller();
    const car = await createCar(db, { sellerId: seller.id, modelId });
    const carPage = async () =>
      (await app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).json().replyTimeMinutes;
    await conversationsAnswered(seller.id, [10, 45, 90, 600]);
    expect(await carPage()).toBeNull();
    expect((await profile(seller.id)).json().replyTimeMinutes).toBeNull();

    await conversationsAnswered(seller.id, [20]);
    expect(await carPage()).toBe(45);
    expect((await profile(seller.id)).json().replyTimeMinutes).toBe(45);
  });

  it("shows the seller's reviews newest first, a page at a time, and the rating from three on", async () => {
    const seller = await aSeller();
    const buyer = await signedUpAccount(app, 'buyer');
    const buyerId = (await pool.query('select id from accounts where user_email = $1', [buyer.email])).rows[0]
      .id;
    const ids: string[] = [];
    for (let index = 0; index < profilePageSize + 1; index++) {
      const car = await createCar(db, { sellerId: seller.id, modelId }, { saleStatus: 'sold' });
      const bookingId = await createPaidBooking(
        db,
        { carId: car.id, buyerId },
        new Date(now.getTime() - day),
      );
      const written = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: bearer(buyer),
        payload: { bookingId, rating: index % 2 ? 4 : 5, text: `Review number ${index} of a good sale.` },
      });
      expect(written.statusCode, written.body).toBe(200);
      ids.push(written.json()._id);
      await db.execute(
        sql`update reviews set created_at = ${new Date(now.getTime() - (100 - index) * minute).toISOString()} where id = ${written.json()._id}`,
      );
    }
    const body = (await profile(seller.id)).json();
    expect(body.rating).toEqual({ average: 4.5, count: profilePageSize + 1 });
    expect(body.reviews.total).toBe(profilePageSize + 1);
    expect(body.reviews.reviews.map((review: { _id: string }) => review._id)).toEqual(
      ids.toReversed().slice(0, profilePageSize),
    );
    const last = (
      await app.inject({ method: 'GET', url: `/api/sellers/${seller.id}/reviews?page=2` })
    ).json();
    expect(last.reviews.map((review: { _id: string }) => review._id)).toEqual([ids[0]]);
    expect(last.reviews[0]).toMatchObject({ buyerName: 'Test User', rating: 5, reply: null });
  });
});

describe('reporting a seller from their profile', () => {
  it('keeps the reason and note once per reporter, and the profile shows it to that reader after a reload', async () => {
    const seller = await aSeller({ username: 'Quick Sale Cars' });
    const reader = await signedUpAccount(app, 'buyer');
    const other = await signedUpAccount(app, 'buyer');
    const shown = async (who?: { token: string }) =>
      (await app.inject({ method: 'GET', url: `/api/sellers/${seller.id}`, headers: bearer(who) })).json()
        .reportedByYou;
    expect(await shown(reader)).toBe(false);

    const report = (payload: object) =>
      app.inject({ method: 'POST', url: `/api/users/${seller.id}/report`, headers: bearer(reader), payload });
    expect((await report({ reason: 'scam', note: 'Wants a deposit by gift card.' })).json()).toEqual({
      ok: true,
    });
    expect((await report({ reason: 'other' })).json()).toEqual({ ok: true });
    const stored = await pool.query('select reason, note from user_reports where account_id = $1', [
      seller.id,
    ]);
    expect(stored.rows).toEqual([{ reason: 'scam', note: 'Wants a deposit by gift card.' }]);

    expect(await shown(reader)).toBe(true);
    expect(await shown(other)).toBe(false);
    expect(await shown()).toBe(false);
    // A stale token reads the public profile as a visitor does.
    expect(await shown({ token: `${reader.token}x` })).toBe(false);
  });
});
