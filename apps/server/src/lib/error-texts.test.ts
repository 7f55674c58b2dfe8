import { beforeAll, describe, expect, it } from 'vitest';
import { createCar, createCarModel } from '../../test/builders.ts';
import { bookCar } from '../../test/paying.ts';
import { bearer, signedUpAccount } from '../../test/sessions.ts';
import { buildTestApp } from '../../test/test-app.ts';

/** The messages of refusals a person reads speak the language the call asked for (the page's), English otherwise. */
const { app, db, pool } = await buildTestApp();

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let buyer: Person;
let car: { id: string; productName: string };

const book = (language: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...bearer(buyer), ...(language ? { 'accept-language': language } : {}) },
    payload: { carId: car.id, location: 'Main Street parking', phone: '+1 555 0111' },
  });

beforeAll(async () => {
  const seller = await signedUpAccount(app, 'seller');
  buyer = await signedUpAccount(app, 'buyer');
  const sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email])).rows[0]
    .id as string;
  car = await createCar(
    db,
    { sellerId, modelId: (await createCarModel(db, 'Idioma')).id },
    { productName: '2016 Ford Focus SE' },
  );
  await bookCar(app, buyer, car.id);
});

describe('error messages in the caller’s language', () => {
  it('refuses a second booking in Spanish when the call asks for it, with the same code', async () => {
    const refused = await book('es-US,es;q=0.9');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'CONFLICT',
      message: 'Ya pidió 2016 Ford Focus SE. Búsquelo en Mis pedidos.',
    });
  });

  it('keeps the English words for English and for a call that names no language', async () => {
    for (const language of ['en', undefined, 'fr']) {
      expect((await book(language)).json()).toEqual({
        error: 'CONFLICT',
        message: 'You have already booked 2016 Ford Focus SE. Find it in My orders.',
      });
    }
  });

  it('speaks a default refusal in Spanish too', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/bookings/7c1f0b4e-9a7d-4c55-9f63-0d8a4b7d2f10/receipt.pdf',
      headers: { 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Inicie sesión para continuar.' });
  });
});
