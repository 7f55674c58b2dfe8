import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCarModel, vehicleFields } from '../../../test/builders.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { bearer, signedUpAccount, verificationLink, verifyEmail } from '../../../test/sessions.ts';
import { buildTestApp, testPublicUrl } from '../../../test/test-app.ts';

const adminEmail = 'owner@example.com';
const { app, db, mailbox } = await buildTestApp({ adminEmails: [adminEmail] });
await createCarModel(db, 'Sedan');
const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#335577' } })
  .jpeg()
  .toBuffer();

async function listCar(seller: { token: string }) {
  const form = multipartFile({ filename: 'car.jpg', contentType: 'image/jpeg', bytes: photo });
  const upload = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...form.headers, ...bearer(seller) },
    payload: form.payload,
  });
  return app.inject({
    method: 'POST',
    url: '/api/allCar',
    headers: bearer(seller),
    payload: {
      productName: '2016 Honda Civic EX',
      image: upload.json().data?.url ?? '/uploads/none.webp',
      model: 'Sedan',
      location: 'Austin, TX',
      resalePrice: 9_500,
      originalPrice: 18_000,
      useYear: 8,
      purchaseYear: 2016,
      conditionType: 'Good',
      phone: '+1 512 555 0100',
      ...vehicleFields,
      make: 'Honda',
      modelName: 'Civic',
      trim: 'EX',
      year: 2016,
    },
  });
}

/** Whether the caller's own address makes them an administrator. */
const isAdmin = async (person: { email: string; token: string }) =>
  (await app.inject({ method: 'GET', url: `/api/admin/${person.email}`, headers: bearer(person) })).json()
    .isAdmin;

describe('verified addresses', () => {
  it('sends a link at sign-up; until it is followed the seller cannot list a car', async () => {
    const seller = await signedUpAccount(app, 'seller', { verified: false });
    const link = await verificationLink(app, seller.email);
    expect(link.startsWith(`${testPublicUrl}/api/auth/verify-email?token=`)).toBe(true);
    const mail = mailbox.received.find((received) => received.to === seller.email)!;
    expect(mail.html).toContain('Verify my e-mail');

    const refused = await listCar(seller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'EMAIL_NOT_VERIFIED' });

    const followed = await verifyEmail(app, seller.email);
    expect(followed.headers.location).toBe('/dashboard');
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: seller.cookie },
    });
    expect(session.json().user.emailVerified).toBe(true);
    expect((await listCar(seller)).statusCode).toBe(200);
  });

  it('resends the link on request, a few times an hour per address, and a client only so often', async () => {
    const seller = await signedUpAccount(app, 'seller', { verified: false });
    const resend = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: { origin: testPublicUrl, cookie: seller.cookie },
        remoteAddress: address,
        payload: { email: seller.email, callbackURL: '/dashboard' },
      });
    for (let i = 0; i < 4; i++) expect((await resend(`10.3.0.${i}`)).statusCode).toBe(200);
    await expect.poll(() => mailbox.received.filter((mail) => mail.to === seller.email).length).toBe(3);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await resend('10.4.0.1')).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
  });

  it('makes an ADMIN_EMAILS address an administrator only once its owner verified it', async () => {
    const claimant = await signedUpAccount(app, 'buyer', { email: adminEmail, verified: false });
    expect(await isAdmin(claimant)).toBe(false);
    const list = await app.inject({ method: 'GET', url: '/api/reportedItems', headers: bearer(claimant) });
    expect(list.statusCode).toBe(403);
    await verifyEmail(app, adminEmail);
    expect(await isAdmin(claimant)).toBe(true);
  });
});
