import { monthlyPayment } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { accessToken, bearer, signedUpAccount, signUp } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

/** Terms other than the defaults: what FINANCE_APR, FINANCE_TERM_MONTHS and FINANCE_DOWN_PERCENT would set. */
const configured = { apr: 5.49, termMonths: 72, downPercent: 20 };
const { app, db } = await buildTestApp({ financing: configured });

let buyer: Awaited<ReturnType<typeof signedUpAccount>>;
let other: Awaited<ReturnType<typeof signedUpAccount>>;
let carId: string;

beforeAll(async () => {
  [buyer, other] = await Promise.all([signedUpAccount(app, 'buyer'), signedUpAccount(app, 'seller')]);
  const modelId = (await createCarModel(db, 'Sedan')).id;
  carId = (await createCar(db, { sellerId: (await createAccount(db)).id, modelId }, { resalePrice: 24_990 }))
    .id;
});

const choices = (person: { token: string } | undefined) =>
  app.inject({ method: 'GET', url: '/api/accounts/me/financing', headers: bearer(person) });
const keep = (person: { token: string } | undefined, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/accounts/me/financing', headers: bearer(person), payload });

describe('monthly payments with the configured terms', () => {
  it("shows a car page's estimated payment and the terms its calculator starts from", async () => {
    const page = (await app.inject({ method: 'GET', url: `/api/cars/${carId}` })).json();
    // $24,990 with 20 % down finances $19,992 at 5.49 % over 72 months: $326.60 → $327.
    expect(page).toMatchObject({ resalePrice: 24_990, monthlyPayment: 327, finance: configured });
    expect(monthlyPayment(24_990, configured)).toBe(327);
  });

  it('filters, sorts and echoes the search with the same terms', async () => {
    const within = (await app.inject({ method: 'GET', url: '/api/search?monthlyMax=327' })).json();
    expect(within).toMatchObject({
      total: 1,
      finance: configured,
      cars: [{ _id: carId, monthlyPayment: 327 }],
    });
    const over = (await app.inject({ method: 'GET', url: '/api/search?monthlyMax=326' })).json();
    expect(over.total).toBe(0);
  });
});

describe('GET/PUT /api/accounts/me/financing', () => {
  it('keeps the calculator’s choices with the account, for its owner only', async () => {
    expect((await choices(buyer)).json()).toEqual({ terms: null });
    const kept = await keep(buyer, { apr: 6.25, termMonths: 48, downPercent: 15 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ terms: { apr: 6.25, termMonths: 48, downPercent: 15 } });
    expect((await choices(buyer)).json()).toEqual({ terms: { apr: 6.25, termMonths: 48, downPercent: 15 } });
    expect((await choices(other)).json()).toEqual({ terms: null });
    await keep(buyer, { apr: 0, termMonths: 84, downPercent: 0 });
    expect((await choices(buyer)).json()).toEqual({ terms: { apr: 0, termMonths: 84, downPercent: 0 } });
  });

  it('refuses terms outside the calculator’s ranges, naming what is wrong, and keeps the last good ones', async () => {
    await keep(buyer, { apr: 7.9, termMonths: 60, downPercent: 10 });
    for (const [payload, message] of [
      [{ apr: 31, termMonths: 60, downPercent: 10 }, /APR must be between 0 and 30/],
      [{ apr: 7.9, termMonths: 96, downPercent: 10 }, /Term must be between 24 and 84 months/],
      [{ apr: 7.9, termMonths: 60, downPercent: 95 }, /Down payment must be between 0 and 90/],
      [{ apr: 7.125, termMonths: 60, downPercent: 10 }, /at most two decimals/],
      [{ apr: 7.9, termMonths: 60 }, /downPercent/],
    ] as const) {
      const refused = await keep(buyer, payload);
      expect({ payload, status: refused.statusCode }).toEqual({ payload, status: 400 });
      expect(refused.json().message).toMatch(message);
    }
    expect((await choices(buyer)).json()).toEqual({ terms: { apr: 7.9, termMonths: 60, downPercent: 10 } });
  });

  it('asks a visitor to sign in, and tells a signed-in person without an account that there is none', async () => {
    expect((await choices(undefined)).statusCode).toBe(401);
    expect((await keep(undefined, { apr: 7.9, termMonths: 60, downPercent: 10 })).statusCode).toBe(401);
    const user = await signUp(app);
    const token = await accessToken(app, user);
    expect((await choices({ token })).statusCode).toBe(404);
  });
});
