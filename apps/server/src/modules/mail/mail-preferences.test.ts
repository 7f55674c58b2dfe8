import { describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bookCar } from '../../../test/paying.ts';
import { bearer, signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool, mailbox } = await buildTestApp();
const modelId = (await createCarModel(db, 'Hatchback')).id;

async function sellerWithCar(productName: string) {
  const seller = await signedUpAccount(app, 'seller');
  const sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0]
    .id;
  const car = await createCar(db, { sellerId, modelId }, { productName });
  return { seller, car };
}

const preferences = (person: { token: string }) =>
  app.inject({ method: 'GET', url: '/api/mail/preferences', headers: bearer(person) });

describe('e-mail preferences and one-click unsubscribe', () => {
  it('marks optional e-mails with List-Unsubscribe; one click turns that kind off for the address', async () => {
    const { seller, car } = await sellerWithCar('2014 Golf One');
    const buyer = await signedUpAccount(app, 'buyer');
    await bookCar(app, buyer, car.id);
    const booked = await mailbox.waitFor(
      (mail) => mail.to === seller.email && mail.subject.endsWith('was booked'),
    );
    expect(booked.oneClickUnsubscribe).toBe(true);
    const url = new URL(booked.listUnsubscribe!);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5000/api/mail/unsubscribe');
    expect(booked.text).toContain('Stop these e-mails: http://localhost:5000/dashboard/settings');

    // What a mail program sends when the person clicks "Unsubscribe".
    const clicked = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({
      unsubscribed: true,
      kind: 'car-booked',
      turnedOff: 'When a buyer books one of my cars',
    });
    expect((await preferences(seller)).json().preferences).toContainEqual(
      expect.objectContaining({ kind: 'car-booked', enabled: false }),
    );

    const sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email]))
      .rows[0].id;
    const second = await createCar(db, { sellerId, modelId }, { productName: '2015 Golf Two' });
    await bookCar(app, buyer, second.id);
    await mailbox.waitFor(
      (mail) => mail.to === buyer.email && mail.subject === 'Booking confirmed: 2015 Golf Two',
    );
    expect(mailbox.received.some((mail) => mail.subject === '2015 Golf Two was booked')).toBe(false);
  });

  it('refuses a forged or altered unsubscribe token', async () => {
    const { seller } = await sellerWithCar('2016 Polo');
    const forged = Buffer.from(seller.email).toString('base64url');
    const answer = await app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${forged}.car-booked.AAAA`,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe('NOT_FOUND');
    expect((await preferences(seller)).json().preferences.every((p: { enabled: boolean }) => p.enabled)).toBe(
      true,
    );
  });

  it('lets a signed-in person turn optional e-mails off and on again; receipts are not among them', async () => {
    const buyer = await signedUpAccount(app, 'buyer');
    const off = await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(buyer),
      payload: { kind: 'booking-confirmed', enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().preferences.map((p: { kind: string }) => p.kind)).toEqual([
      'car-booked',
      'booking-confirmed',
      'car-sold-to-someone-else',
      'new-message',
      'saved-car-changes',
      'test-drive-updates',
      'offer-changes',
      'booking-cancelled',
      'reservation-updates',
    ]);
    expect(off.json().preferences).toContainEqual(
      expect.objectContaining({ kind: 'booking-confirmed', enabled: false }),
    );
    const receipt = await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(buyer),
      payload: { kind: 'payment-receipt', enabled: false },
    });
    expect(receipt.statusCode).toBe(400);
    const on = await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(buyer),
      payload: { kind: 'booking-confirmed', enabled: true },
    });
    expect(on.json().preferences).toContainEqual(
      expect.objectContaining({ kind: 'booking-confirmed', enabled: true }),
    );
  });
});
