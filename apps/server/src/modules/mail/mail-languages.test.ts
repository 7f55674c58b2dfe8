import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../../test/builders.ts';
import { bearer, signedUpAccount, testPassword } from '../../../test/sessions.ts';
import { buildTestApp, mailboxOf, testPublicUrl } from '../../../test/test-app.ts';

/** E-mails arrive in their recipient's language: the one kept with their account, English when none is. */
const { app, db, pool } = await buildTestApp();
const mailbox = mailboxOf(app);

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let spanishSeller: Person;
let spanishBuyer: Person;
let englishSeller: Person;
let modelId: string;

const call = (person: Person, method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: bearer(person), payload });
const idOf = async (person: Person) =>
  (await pool.query('select id from accounts where user_email = $1', [person.email])).rows[0].id as string;

beforeAll(async () => {
  [spanishSeller, spanishBuyer, englishSeller] = await Promise.all([
    signedUpAccount(app, 'seller'),
    signedUpAccount(app, 'buyer'),
    signedUpAccount(app, 'seller'),
  ]);
  for (const person of [spanishSeller, spanishBuyer]) {
    const chosen = await call(person, 'PUT', '/api/accounts/me/language', { language: 'es' });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  modelId = (await createCarModel(db, 'Lingua')).id;
});

describe("e-mails in the recipient's language", () => {
  it('writes a new message to a Spanish-speaking seller in Spanish, under a Spanish page', async () => {
    const car = await createCar(
      db,
      { sellerId: await idOf(spanishSeller), modelId },
      { productName: '2019 Honda Fit EX' },
    );
    const started = await call(spanishBuyer, 'POST', '/api/conversations', {
      carId: car.id,
      text: '¿Sigue disponible?',
    });
    expect(started.statusCode, started.body).toBe(200);
    const mail = await mailbox.waitFor(
      (each) => each.to === spanishSeller.email && each.subject.includes('2019 Honda Fit EX'),
    );
    expect(mail.subject).toBe('Nuevo mensaje de Test User sobre 2019 Honda Fit EX');
    expect(mail.text).toContain('Hola, Test User:');
    expect(mail.text).toContain('¿Sigue disponible?');
    expect(mail.text).toContain('Responder en Second Gear');
    expect(mail.text).toContain('Dejar de recibir estos correos');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Second Gear, el mercado de autos usados');
    expect(mail.text).not.toContain('Reply on Second Gear');
  });

  it('tells each side of an offer in its own language', async () => {
    const car = await createCar(
      db,
      { sellerId: await idOf(englishSeller), modelId },
      { productName: '2017 Toyota Corolla LE', resalePrice: 15_000 },
    );
    const made = await call(spanishBuyer, 'POST', '/api/offers', { carId: car.id, amount: 13_000 });
    expect(made.statusCode, made.body).toBe(200);
    const toSeller = await mailbox.waitFor(
      (each) => each.to === englishSeller.email && each.subject.includes('2017 Toyota Corolla LE'),
    );
    expect(toSeller.subject).toBe('Test User offered $13,000.00 for 2017 Toyota Corolla LE');
    expect(toSeller.html).toContain('<html lang="en">');

    const countered = await call(englishSeller, 'POST', `/api/offers/${made.json()._id}/counter`, {
      amount: 14_000,
    });
    expect(countered.statusCode, countered.body).toBe(200);
    const toBuyer = await mailbox.waitFor(
      (each) => each.to === spanishBuyer.email && each.subject.includes('2017 Toyota Corolla LE'),
    );
    expect(toBuyer.subject).toBe('Test User contraofertó $14,000.00 por 2017 Toyota Corolla LE');
    expect(toBuyer.text).toContain('Acéptela, rechácela o haga una contraoferta');
    expect(toBuyer.text).toContain('Oferta: $14,000.00');
  });

  it('writes the sign-up verification, before there is an account, in the language of the page that signed up', async () => {
    const email = 'nueva@example.com';
    const signedUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testPublicUrl, 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: { email, password: testPassword, name: 'Lucía' },
    });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const mail = await mailbox.waitFor((each) => each.to === email);
    expect(mail.subject).toBe('Verifique su correo electrónico para Second Gear');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('Verificar mi correo');
  });

  it('names the optional e-mails in the settings in the language of the page that asks', async () => {
    const asked = await app.inject({
      method: 'GET',
      url: '/api/mail/preferences',
      headers: { ...bearer(englishSeller), 'accept-language': 'es' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().preferences).toContainEqual({
      kind: 'new-message',
      label: 'Mensajes nuevos mientras no estoy (como máximo uno por hora y por conversación)',
      enabled: true,
    });
  });
});
