import type { SearchAnswer } from '@second-gear/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel, createPaidBooking } from '../../../test/builders.ts';
import { bookCar, payForBooking } from '../../../test/paying.ts';
import { accessToken, bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const start = new Date('2026-05-04T09:00:00Z');
let now = start;
const { app, db, pool, sandbox } = await buildTestApp({ clock: () => now });

const day = 86_400_000;
const text = 'Honest seller, the car was exactly as described.';
type Person = Awaited<ReturnType<typeof signedUpAccount>> & { id: string };

let modelId: string;
let buyer: Person;
let otherBuyer: Person;
let seller: Person;

const accountId = async (email: string) =>
  (await pool.query('select id from accounts where user_email = $1', [email])).rows[0].id as string;
const person = async (kind: 'buyer' | 'seller') => {
  const signedUp = await signedUpAccount(app, kind);
  return { ...signedUp, id: await accountId(signedUp.email) };
};

beforeAll(async () => {
  modelId = (await createCarModel(db, 'Sedan')).id;
  [buyer, otherBuyer, seller] = await Promise.all([person('buyer'), person('buyer'), person('seller')]);
});

/** A car of `of` sold to `to`, paid `daysAgo` days before now. */
async function aSale(options: { to?: Person; of?: Person; daysAgo?: number; refunded?: boolean } = {}) {
  const car = await createCar(db, { sellerId: (options.of ?? seller).id, modelId }, { saleStatus: 'sold' });
  const paidAt = new Date(now.getTime() - (options.daysAgo ?? 1) * day);
  return createPaidBooking(
    db,
    { carId: car.id, buyerId: (options.to ?? buyer).id },
    paidAt,
    options.refunded ? 'refunded' : 'paid',
  );
}

const write = (who: { token: string } | undefined, payload: object) =>
  app.inject({ method: 'POST', url: '/api/reviews', headers: bearer(who), payload });
const call = (method: 'PATCH' | 'POST', url: string, who: { token: string } | undefined, payload: object) =>
  app.inject({ method, url, headers: bearer(who), payload });
async function aReview(options: Parameters<typeof aSale>[0] & { rating?: number } = {}) {
  const written = await write(options.to ?? buyer, {
    bookingId: await aSale(options),
    rating: options.rating ?? 4,
    text,
  });
  expect(written.statusCode, written.body).toBe(200);
  return written.json()._id as string;
}

describe('writing a review', () => {
  it("lets the buyer of a paid booking review the car's seller once", async () => {
    const bookingId = await aSale();
    const written = await write(buyer, { bookingId, rating: 5, text: `  ${text}  ` });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({
      sellerId: seller.id,
      buyerName: 'Test User',
      carName: 'A car',
      rating: 5,
      text,
      createdAt: now.toISOString(),
      editedAt: null,
      reply: null,
    });

    const again = await write(buyer, { bookingId, rating: 1, text });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('CONFLICT');
  });

  it('refuses anybody but the booking’s buyer', async () => {
    const bookingId = await aSale();
    expect((await write(otherBuyer, { bookingId, rating: 5, text })).statusCode).toBe(404);
    expect((await write(seller, { bookingId, rating: 5, text })).statusCode).toBe(404);
    expect((await write(undefined, { bookingId, rating: 5, text })).statusCode).toBe(401);
  });

  it('refuses a refunded booking and an unpaid one', async () => {
    const refunded = await write(buyer, { bookingId: await aSale({ refunded: true }), rating: 5, text });
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().message).toMatch(/refunded/);

    const car = await createCar(db, { sellerId: seller.id, modelId });
    const unpaid = await write(buyer, { bookingId: await bookCar(app, buyer, car.id), rating: 5, text });
    expect(unpaid.statusCode).toBe(409);
  });

  it('is open for 60 days after paying, and closed after', async () => {
    expect(
      (await write(buyer, { bookingId: await aSale({ daysAgo: 59.9 }), rating: 3, text })).statusCode,
    ).toBe(200);
    const late = await write(buyer, { bookingId: await aSale({ daysAgo: 60.1 }), rating: 3, text });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/60 days/);
  });

  it('refuses a rating outside 1–5 stars and a text outside 20–2,000 characters', async () => {
    const bookingId = await aSale();
    for (const payload of [
      { bookingId, rating: 0, text },
      { bookingId, rating: 6, text },
      { bookingId, rating: 4.5, text },
      { bookingId, rating: 4, text: 'Too short.' },
      { bookingId, rating: 4, text: 'x'.repeat(2001) },
      // Twenty UTF-16 units, but ten characters.
      { bookingId, rating: 4, text: '🚗'.repeat(10) },
    ]) {
      const refused = await write(buyer, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error).toBe('BAD_REQUEST');
    }
  });

  it('is open on a sale paid through the payment page, dated by the app’s clock', async () => {
    const car = await createCar(db, { sellerId: seller.id, modelId });
    const bookingId = await bookCar(app, buyer, car.id);
    const paid = await payForBooking(app, sandbox, buyer, bookingId);
    expect(paid.response.statusCode, paid.response.body).toBe(200);
    const [orders] = [
      (await app.inject({ method: 'GET', url: '/api/reviews/mine', headers: bearer(buyer) })).json(),
    ];
    expect(orders.find((order: { bookingId: string }) => order.bookingId === bookingId)).toMatchObject({
      sellerId: seller.id,
      canReview: true,
      review: null,
    });
    expect((await write(buyer, { bookingId, rating: 5, text })).statusCode).toBe(200);
  });
});

describe('changing a review', () => {
  it('lets its writer change it within 48 hours of writing, never after', async () => {
    const id = await aReview();
    // Access tokens are short-lived by the same clock: each person takes a fresh one after the clock moves.
    const later = async (hours: number) => {
      now = new Date(now.getTime() + hours * 3_600_000);
      for (const who of [buyer, otherBuyer, seller]) who.token = await accessToken(app, who);
    };
    await later(47);
    try {
      const changed = await call('PATCH', `/api/reviews/${id}`, buyer, { rating: 2 });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ rating: 2, text, editedAt: now.toISOString() });
      expect((await call('PATCH', `/api/reviews/${id}`, otherBuyer, { rating: 5 })).statusCode).toBe(403);
      expect((await call('PATCH', `/api/reviews/${id}`, seller, { rating: 5 })).statusCode).toBe(403);

      await later(1.5);
      const late = await call('PATCH', `/api/reviews/${id}`, buyer, { text: `${text} Still happy.` });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/48 hours/);
    } finally {
      await later((start.getTime() - now.getTime()) / 3_600_000);
    }
  });

  it('refuses an edit that changes nothing', async () => {
    const id = await aReview();
    expect((await call('PATCH', `/api/reviews/${id}`, buyer, {})).statusCode).toBe(400);
  });
});

describe('replying and reporting', () => {
  it('lets the reviewed seller reply once, publicly', async () => {
    const id = await aReview();
    const reply = 'Thank you! Enjoy the car and drive safely.';
    expect((await call('POST', `/api/reviews/${id}/reply`, buyer, { text: reply })).statusCode).toBe(403);
    const replied = await call('POST', `/api/reviews/${id}/reply`, seller, { text: reply });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().reply).toEqual({ text: reply, at: now.toISOString() });
    const again = await call('POST', `/api/reviews/${id}/reply`, seller, { text: `${reply} Again.` });
    expect(again.statusCode).toBe(409);

    const page = (await app.inject({ method: 'GET', url: `/api/sellers/${seller.id}/reviews` })).json();
    expect(page.reviews.find((review: { _id: string }) => review._id === id).reply.text).toBe(reply);
  });

  it('keeps one report per person and review, from the buyer or the seller only', async () => {
    const id = await aReview();
    const report = { reason: 'misleading', note: 'That is not how the sale went.' };
    for (let round = 0; round < 2; round++) {
      const reported = await call('POST', `/api/reviews/${id}/report`, seller, report);
      expect(reported.statusCode, reported.body).toBe(200);
      expect(reported.json()).toEqual({ ok: true });
    }
    expect((await call('POST', `/api/reviews/${id}/report`, buyer, { reason: 'other' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/reviews/${id}/report`, otherBuyer, { reason: 'scam' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/reviews/${id}/report`, seller, { reason: 'rude' })).statusCode).toBe(
      400,
    );

    const rows = await db.execute<{ reason: string; note: string | null }>(
      sql`select reason, note from review_reports where review_id = ${id} order by reason`,
    );
    expect(rows.rows).toEqual([
      { reason: 'misleading', note: report.note },
      { reason: 'other', note: null },
    ]);
  });

  it('shows each reader which reviews they reported, on the profile, its pages and their orders', async () => {
    const reviewed = await person('seller');
    const id = await aReview({ of: reviewed });
    expect(
      (await call('POST', `/api/reviews/${id}/report`, reviewed, { reason: 'offensive' })).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/reviews/${id}/report`, buyer, { reason: 'other' })).statusCode).toBe(
      200,
    );
    // Read again, as after a reload: each reporter sees it reported; a visitor and anyone else do not.
    const shown = async (who: Person | undefined, url: string) => {
      const answer = (await app.inject({ method: 'GET', url, headers: bearer(who) })).json();
      return (answer.reviews.reviews ?? answer.reviews).find((review: { _id: string }) => review._id === id)
        .reportedByYou;
    };
    for (const url of [`/api/sellers/${reviewed.id}/reviews`, `/api/sellers/${reviewed.id}`]) {
      expect(await shown(reviewed, url)).toBe(true);
      expect(await shown(buyer, url)).toBe(true);
      expect(await shown(otherBuyer, url)).toBe(false);
      expect(await shown(undefined, url)).toBe(false);
    }
    const mine = (
      await app.inject({ method: 'GET', url: '/api/reviews/mine', headers: bearer(buyer) })
    ).json();
    expect(
      mine.find((order: { review: { _id: string } | null }) => order.review?._id === id).review.reportedByYou,
    ).toBe(true);
  });
});

describe("the seller's rating", () => {
  it('shows on the car page and the search cards from the third review on', async () => {
    const rated = await person('seller');
    const car = await createCar(db, { sellerId: rated.id, modelId }, { make: 'Mazda', modelName: 'Mazda3' });
    const carPage = async () => (await app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).json();
    const card = async () =>
      ((await app.inject({ method: 'GET', url: '/api/search?make=Mazda' })).json() as SearchAnswer).cars.find(
        (found) => found._id === car.id,
      )!;

    await aReview({ of: rated, rating: 5 });
    const second = await aReview({ of: rated, rating: 4 });
    expect((await carPage()).sellerRating).toBeNull();
    expect((await card()).sellerRating).toBeNull();
    expect((await carPage()).sellerId).toBe(rated.id);

    await aReview({ of: rated, to: otherBuyer, rating: 4 });
    expect((await carPage()).sellerRating).toEqual({ average: 4.3, count: 3 });
    expect((await card()).sellerRating).toEqual({ average: 4.3, count: 3 });

    // An edit moves the rating with it, in the same transaction: the car page shows it at once; a search's answer
    // is kept for the minute it was made in (decision 64), and the next minute's shows it.
    expect((await call('PATCH', `/api/reviews/${second}`, buyer, { rating: 1 })).statusCode).toBe(200);
    expect((await carPage()).sellerRating).toEqual({ average: 3.3, count: 3 });
    now = new Date(now.getTime() + 60_000);
    try {
      expect((await card()).sellerRating).toEqual({ average: 3.3, count: 3 });
    } finally {
      now = start;
    }
  });
});

describe('my orders to review', () => {
  it('says which paid orders may still be reviewed or changed', async () => {
    const someone = await person('buyer');
    const fresh = await aSale({ to: someone });
    const old = await aSale({ to: someone, daysAgo: 61 });
    const refunded = await aSale({ to: someone, refunded: true });
    const reviewedId = await aReview({ to: someone });
    const orders = (
      await app.inject({ method: 'GET', url: '/api/reviews/mine', headers: bearer(someone) })
    ).json();
    const byBooking = new Map(orders.map((order: { bookingId: string }) => [order.bookingId, order]));
    expect(byBooking.get(fresh)).toMatchObject({ canReview: true, review: null, sellerName: 'Test User' });
    expect(byBooking.get(old)).toMatchObject({ canReview: false, review: null });
    expect(byBooking.has(refunded)).toBe(false);
    const reviewed = orders.find(
      (order: { review: { _id: string } | null }) => order.review?._id === reviewedId,
    );
    expect(reviewed).toMatchObject({
      canReview: false,
      editableUntil: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/reviews/mine', headers: bearer(seller) })).statusCode,
    ).toBe(403);
  });
});
