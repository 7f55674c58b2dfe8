import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bookCar, payForBooking, reserveCar } from '../../../test/paying.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const adminEmail = 'receipts-admin@example.com';
// A 5 % fee, so the receipts have a fee line to show.
const { app, db, pool, sandbox, mailbox } = await buildTestApp({
  adminEmails: [adminEmail],
  platformFeeBasisPoints: 500,
});

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let otherBuyer: Person;
let seller: Person;
let admin: Person;
let sellerId: string;
let modelId: string;

beforeAll(async () => {
  [buyer, otherBuyer, seller, admin] = await Promise.all([
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'buyer', { email: adminEmail }),
  ]);
  sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0].id;
  modelId = (await createCarModel(db, 'Crossover')).id;
});

const aCar = (overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId, modelId }, { resalePrice: 12_300, ...overrides });

/** A car of the seller, booked and paid for by the buyer with PAY NOW. */
async function aPaidBooking(overrides: Parameters<typeof createCar>[2] = {}) {
  const car = await aCar(overrides);
  const bookingId = await bookCar(app, buyer, car.id);
  const paid = await payForBooking(app, sandbox, buyer, bookingId);
  expect(paid.response.statusCode, paid.response.body).toBe(200);
  return { car, bookingId, transactionId: paid.transactionId! };
}

const receipt = (bookingId: string, headers: ReturnType<typeof bearer> | { cookie: string } = {}) =>
  app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/receipt.pdf`, headers });

/** Whether My orders offers the booking's receipt. */
async function offersReceipt(bookingId: string): Promise<boolean> {
  const orders = await app.inject({
    method: 'POST',
    url: `/api/bookings/${encodeURIComponent(buyer.email)}`,
    headers: bearer(buyer),
    payload: { email: buyer.email },
  });
  return orders.json().find((order: { _id: string }) => order._id === bookingId).hasReceipt;
}

describe('GET /api/bookings/:id/receipt.pdf', () => {
  it("gives the buyer a PDF download naming the car, its VIN, the charge, the total and the marketplace's fee", async () => {
    const { car, bookingId, transactionId } = await aPaidBooking({
      productName: '2018 Mazda CX-5 Touring',
      vin: '1HGCM82633A004352',
    });
    const answer = await receipt(bookingId, bearer(buyer));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="second-gear-receipt-${bookingId.slice(0, 8)}.pdf"`,
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Second Gear');
    expect(text).toContain(`Receipt no. SG-${bookingId.slice(0, 8).toUpperCase()}`);
    expect(text).toContain('Name Test User');
    expect(text).toContain(`E-mail ${buyer.email}`);
    expect(text).toContain(`Car ${car.productName}`);
    expect(text).toContain('Model Crossover');
    expect(text).toContain('VIN 1HGCM82633A004352');
    expect(text).toMatch(new RegExp(`Payment \\d+/\\d+/\\d{4} ${transactionId} \\$12,300\\.00`));
    expect(text).toContain('Total paid $12,300.00');
    expect(text).toContain("of which the marketplace's fee $615.00");
  });

  it('lists a reservation deposit and the rest of the price as two charges with their own transaction ids', async () => {
    const car = await aCar({ resalePrice: 9_000 });
    const { intentId: depositIntent } = await reserveCar(app, sandbox, buyer, car.id);
    const bookingId = await bookCar(app, buyer, car.id);
    const paid = await payForBooking(app, sandbox, buyer, bookingId);
    expect(paid.response.statusCode, paid.response.body).toBe(200);
    const text = await pdfText((await receipt(bookingId, bearer(buyer))).rawPayload);
    expect(text).toMatch(new RegExp(`Reservation deposit \\d+/\\d+/\\d{4} ${depositIntent} \\$250\\.00`));
    expect(text).toMatch(
      new RegExp(`Rest of the price \\d+/\\d+/\\d{4} ${paid.transactionId} \\$8,750\\.00`),
    );
    expect(text).toContain('Total paid $9,000.00');
    // 5 % of each charge: $12.50 and $437.50.
    expect(text).toContain("of which the marketplace's fee $450.00");
    expect(text).not.toContain('VIN');
  });

  it('marks a sale since refunded with the refund’s date and amount', async () => {
    const { bookingId } = await aPaidBooking();
    await pool.query(
      `update bookings set payment_status = 'refunded', refunded_by = 'admin', refund_reason = 'Sold with a faulty gearbox.',
       refunded_cents = 1230000, refunded_at = '2026-11-24T12:00:00Z' where id = $1`,
      [bookingId],
    );
    const text = (await pdfText((await receipt(bookingId, bearer(buyer))).rawPayload)).replaceAll('\n', ' ');
    expect(text).toMatch(
      /Refunded on 24\/11\/2026: \$12,300\.00 went back to the card\. Reason: Sold with a faulty gearbox\./,
    );
    expect(await offersReceipt(bookingId)).toBe(true);
  });

  it('is for the buyer (token or browser session) and administrators only; the seller and others get 404', async () => {
    const { bookingId } = await aPaidBooking();
    expect((await receipt(bookingId, bearer(buyer))).statusCode).toBe(200);
    expect((await receipt(bookingId, { cookie: buyer.cookie })).statusCode).toBe(200);
    expect((await receipt(bookingId, bearer(admin))).statusCode).toBe(200);
    expect((await receipt(bookingId, { cookie: admin.cookie })).statusCode).toBe(200);
    for (const person of [seller, otherBuyer]) {
      const refused = await receipt(bookingId, bearer(person));
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: 'NOT_FOUND', message: 'There is no such booking of yours.' });
    }
    expect((await receipt(bookingId)).statusCode).toBe(401);
    expect((await receipt('00000000-0000-4000-8000-000000000000', bearer(admin))).statusCode).toBe(404);
    expect((await receipt('not-an-id', bearer(buyer))).statusCode).toBe(400);
  });

  it('answers 409 for a booking never paid, saying so, and My orders offers no receipt for it', async () => {
    const car = await aCar();
    const bookingId = await bookCar(app, buyer, car.id);
    const refused = await receipt(bookingId, bearer(buyer));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'CONFLICT',
      message: `${car.productName} has not been paid for, so there is no receipt yet. Find Pay in My orders.`,
    });
    expect(await offersReceipt(bookingId)).toBe(false);
  });
});

describe("the buyer's payment e-mail", () => {
  it('carries the receipt as a PDF naming the car, written with the sale', async () => {
    const { car, transactionId } = await aPaidBooking({ vin: '2HGFC2F59JH000001' });
    const mail = await mailbox.waitFor(
      (received) => received.to === buyer.email && received.subject.startsWith(`Receipt: ${car.productName}`),
    );
    const [file] = mail.attachments;
    expect(file).toMatchObject({ contentType: 'application/pdf' });
    expect(file!.filename).toMatch(/^second-gear-receipt-[0-9a-f]{8}\.pdf$/);
    const text = await pdfText(file!.bytes);
    expect(text).toContain(`Car ${car.productName}`);
    expect(text).toContain('VIN 2HGFC2F59JH000001');
    expect(text).toContain(transactionId);
    expect(mail.text).toContain('Your receipt is attached as a PDF');
    const sold = await mailbox.waitFor(
      (received) => received.to === seller.email && received.subject === `${car.productName} is sold`,
    );
    expect(sold.attachments).toEqual([]);
  });
});

describe('GET /api/payouts/:id/statement.pdf', () => {
  const statement = (transferId: string, headers: ReturnType<typeof bearer> = {}) =>
    app.inject({ method: 'GET', url: `/api/payouts/${transferId}/statement.pdf`, headers });

  it('gives the seller their payout’s statement, with the sale, the fee and what they receive', async () => {
    const { car, bookingId } = await aPaidBooking({ vin: '1HGCM82633A004352' });
    const payouts = (
      await app.inject({ method: 'GET', url: '/api/payouts', headers: bearer(seller) })
    ).json();
    const payout = payouts.transfers.find((t: { bookingId: string }) => t.bookingId === bookingId);
    const answer = await statement(payout._id, bearer(seller));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="second-gear-statement-${payout._id.slice(0, 8)}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(car.productName);
    expect(text).toContain('1HGCM82633A004352');
    expect(text).toContain('$12,300.00');
    expect(text).toContain('$615.00');
    expect(text).toContain('$11,685.00');
    expect(text).toContain('Pending');

    expect((await statement(payout._id, bearer(admin))).statusCode).toBe(200);
    const stranger = await signedUpAccount(app, 'seller');
    expect((await statement(payout._id, bearer(stranger))).statusCode).toBe(404);
    expect([403, 404]).toContain((await statement(payout._id, bearer(buyer))).statusCode);
    expect((await statement(payout._id)).statusCode).toBe(401);
    expect((await statement('00000000-0000-4000-8000-000000000000', bearer(seller))).statusCode).toBe(404);
  });
});
