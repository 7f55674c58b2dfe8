import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bookCar, payForBooking } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import type { ReceivedMail } from '../../../test/stand-ins/smtp.ts';
import { buildTestApp } from '../../../test/test-app.ts';

/** The marketplace's e-mails, each read from the SMTP server the app sent it to. */
const moderatorEmail = 'moderator@example.com';
const { app, db, pool, sandbox, mailbox } = await buildTestApp({ adminEmails: [moderatorEmail] });

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let seller: Person;
let payer: Person;
let other: Person;
let car: { id: string; productName: string };

const mailTo = (person: Person, subject: string) =>
  mailbox.waitFor((mail) => mail.to === person.email && mail.subject === subject);

function expectBothParts(mail: ReceivedMail, ...facts: string[]) {
  for (const fact of facts) {
    expect(mail.text).toContain(fact);
    expect(mail.html).toContain(fact);
  }
  expect(mail.html).toContain('Second Gear');
  // A PNG: mail programs do not show SVG.
  expect(mail.html).toContain('<img src="http://localhost:5000/mail/logo.png"');
}

beforeAll(async () => {
  seller = await signedUpAccount(app, 'seller');
  payer = await signedUpAccount(app, 'buyer');
  other = await signedUpAccount(app, 'buyer');
  const sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0]
    .id;
  const modelId = (await createCarModel(db, 'Coupe')).id;
  car = await createCar(
    db,
    { sellerId, modelId },
    { productName: '2015 Mazda MX-5 Club', resalePrice: 14_250 },
  );
});

describe("the marketplace's e-mails", () => {
  it('tells the seller of each booking, and confirms it to the buyer', async () => {
    await bookCar(app, payer, car.id);
    await bookCar(app, other, car.id);
    const toSeller = await mailbox.waitFor(
      (mail) =>
        mail.to === seller.email &&
        mail.subject === '2015 Mazda MX-5 Club was booked' &&
        mail.text.includes(payer.email),
    );
    expectBothParts(
      toSeller,
      '2015 Mazda MX-5 Club',
      '$14,250.00',
      'Test User',
      payer.email,
      'http://localhost:5000/dashboard/myProducts',
    );
    expect(toSeller.text).toMatch(/Buyer phone: \S+/);
    expect(toSeller.text).toMatch(/Meeting place: \S+/);
    expect(toSeller.oneClickUnsubscribe).toBe(true);
    const confirmed = await mailTo(payer, 'Booking confirmed: 2015 Mazda MX-5 Club');
    expectBothParts(confirmed, '$14,250.00', 'http://localhost:5000/dashboard/MyOrders');
    await expect
      .poll(
        () => mailbox.received.filter((mail) => mail.subject === '2015 Mazda MX-5 Club was booked').length,
      )
      .toBe(2);
  });

  it('sends the receipt, tells the seller it is sold, and the other buyer it went to someone else', async () => {
    const bookingId = (
      await pool.query('select id from bookings where car_id = $1 and email = $2', [car.id, payer.email])
    ).rows[0].id;
    const paid = await payForBooking(app, sandbox, payer, bookingId);
    expect(paid.response.statusCode).toBe(200);
    const paidAt = Date.now();
    const sold = await mailTo(seller, '2015 Mazda MX-5 Club is sold');
    const latencyMs = Date.now() - paidAt;
    const transactionId = (
      await pool.query('select intent_id from payments where booking_id = $1', [bookingId])
    ).rows[0].intent_id;
    expectBothParts(sold, '$14,250.00', transactionId);

    const receipt = await mailTo(payer, 'Receipt: 2015 Mazda MX-5 Club, $14,250.00');
    // A receipt is not optional mail: no unsubscribe.
    expect(receipt.listUnsubscribe).toBeUndefined();
    expectBothParts(receipt, '2015 Mazda MX-5 Club', '$14,250.00', transactionId, 'Date');
    const missed = await mailTo(other, '2015 Mazda MX-5 Club was sold to someone else');
    expectBothParts(missed, 'can no longer be paid');
    expect(missed.text).not.toContain('refunded');
    console.info(`payment to the seller's "sold" e-mail at the SMTP server: ${latencyMs} ms`);
  });

  it('tells a seller whose listing a moderator removed, and a person whose account an administrator deleted', async () => {
    const moderator = await signedUpAccount(app, 'buyer', { email: moderatorEmail });
    const reported = await signedUpAccount(app, 'seller');
    const sellerId = (await pool.query('select id from accounts where user_email = $1', [reported.email]))
      .rows[0].id;
    const modelId = (await pool.query(`select id from car_models where model = 'Coupe'`)).rows[0].id;
    const listing = await createCar(db, { sellerId, modelId }, { productName: 'Too Good To Be True GT' });
    const reportIt = await app.inject({
      method: 'POST',
      url: '/api/reportedItems',
      headers: bearer(other),
      payload: { carId: listing.id },
    });
    expect(reportIt.statusCode, reportIt.body).toBe(200);
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/reportedItems/${listing.id}`,
      headers: bearer(moderator),
    });
    expect(removal.statusCode, removal.body).toBe(200);
    const removed = await mailTo(reported, 'Your listing Too Good To Be True GT was removed');
    expectBothParts(removed, 'Too Good To Be True GT', 'moderator');

    const deletion = await app.inject({
      method: 'DELETE',
      url: `/api/sellers/${sellerId}`,
      headers: bearer(moderator),
    });
    expect(deletion.statusCode, deletion.body).toBe(200);
    const deleted = await mailTo(reported, 'Your Second Gear account was deleted');
    expectBothParts(deleted, 'You can no longer sign in');
  });
});
