import { deletedAccountName } from '@second-gear/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { signedUpAccount, signIn } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createAccessTokens } from '../auth/access-tokens.ts';

const { app, db, pool, secret } = await buildTestApp({ adminEmails: ['boss@example.com'] });

type Person = Awaited<ReturnType<typeof signedUpAccount>>;
let boss: Person;
let buyer: Person;
let seller: Person;
let modelId: string;

beforeAll(async () => {
  boss = await signedUpAccount(app, 'buyer', { email: 'boss@example.com' });
  buyer = await signedUpAccount(app, 'buyer');
  seller = await signedUpAccount(app, 'seller');
  modelId = (await createCarModel(db, 'Roadster')).id;
});

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const accountId = async (email: string) =>
  (await pool.query('select id from accounts where user_email = $1', [email])).rows[0]?.id as string;
const carOf = async (person: Person, overrides: Parameters<typeof createCar>[2] = {}) =>
  createCar(db, { sellerId: await accountId(person.email), modelId }, overrides);
const exists = async (table: string, id: string) =>
  ((await pool.query(`select 1 from ${table} where id = $1`, [id])).rowCount ?? 0) > 0;

async function book(person: Person, carId: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: bearer(person.token),
    payload: { carId, location: 'Main Street', phone: '+1 555 0111' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().insertedId;
}

async function report(person: Person, carId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/reportedItems',
    headers: bearer(person.token),
    payload: { carId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const deleteAccount = (token: string | undefined, id: string, path: 'sellers' | 'buyers' = 'sellers') =>
  app.inject({ method: 'DELETE', url: `/api/${path}/${id}`, headers: bearer(token) });

const verify = (token: string | undefined, id: string, body: unknown = { sellerStatus: 'verified' }) =>
  app.inject({
    method: 'PUT',
    url: `/api/sellers/verifyStatus/${id}`,
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });

/** The session id a real access token names. */
const sessionOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('who may use the administrators’ calls', () => {
  it('refuses anonymous callers, buyers, sellers and forged tokens, changing nothing', async () => {
    const victim = await signedUpAccount(app, 'seller');
    const victimId = await accountId(victim.email);
    const reported = await carOf(victim);
    await report(buyer, reported.id);
    const bossUserId = (await pool.query('select id from auth_users where email = $1', [boss.email])).rows[0]
      .id;
    const tokens = createAccessTokens(secret);
    // Signed with the server's own key for the administrator's e-mail, but naming no live session.
    const noSession = await tokens.issue({
      userId: bossUserId,
      sessionId: 'no-such-session',
      email: boss.email,
    });
    // A buyer's live session with the administrator's e-mail written into the token: the e-mail grants nothing.
    const buyerUserId = (await pool.query('select id from auth_users where email = $1', [buyer.email]))
      .rows[0].id;
    const claimedEmail = await tokens.issue({
      userId: buyerUserId,
      sessionId: sessionOf(buyer.token),
      email: boss.email,
    });

    const calls = (token: string | undefined, email: string) =>
      [
        { method: 'POST', url: '/api/buyers', payload: { email } },
        { method: 'POST', url: '/api/sellers', payload: { email } },
        {
          method: 'PUT',
          url: `/api/sellers/verifyStatus/${victimId}`,
          payload: { sellerStatus: 'verified' },
        },
        { method: 'DELETE', url: `/api/sellers/${victimId}` },
        { method: 'DELETE', url: `/api/buyers/${victimId}` },
        { method: 'GET', url: '/api/reportedItems' },
        { method: 'DELETE', url: `/api/reportedItems/${reported.id}` },
      ].map((call) => ({ ...call, headers: bearer(token) }) as const);

    const callers: [string, string | undefined, string, number][] = [
      ['anonymous', undefined, boss.email, 401],
      ['a buyer', buyer.token, buyer.email, 403],
      ['a seller', seller.token, seller.email, 403],
      ['a token without a session', noSession, boss.email, 401],
      ['a token claiming the administrator’s e-mail', claimedEmail, boss.email, 403],
      ['a buyer naming the administrator in the body', buyer.token, boss.email, 403],
    ];
    for (const [who, token, email, status] of callers) {
      for (const call of calls(token, email)) {
        const response = await app.inject(call);
        expect(response.statusCode, `${who}: ${call.method} ${call.url}`).toBe(status);
        expect(response.json()).toMatchObject({ error: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN' });
        expect(response.json().message).toBeTruthy();
      }
    }

    const row = (await pool.query('select seller_status from accounts where id = $1', [victimId])).rows[0];
    expect(row).toEqual({ seller_status: null });
    expect(await exists('cars', reported.id)).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(victim.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an administrator whose list request names someone else', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/buyers',
      headers: bearer(boss.token),
      payload: { email: buyer.email },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('your own');
  });
});

describe('All Buyer and All Seller', () => {
  it('list every buyer and every seller, oldest first, with no other field', async () => {
    const google = await createAccount(db, {
      accountStatus: 'buyer',
      username: 'Gus Google',
      phone: null,
      location: null,
    });
    const verified = await createAccount(db, { sellerStatus: 'verified' });

    const buyers = await app.inject({
      method: 'POST',
      url: '/api/buyers',
      headers: bearer(boss.token),
      payload: { email: boss.email.toUpperCase() },
    });
    expect(buyers.statusCode, buyers.body).toBe(200);
    const buyerRows = buyers.json();
    expect(buyerRows.map((row: { userEmail: string }) => row.userEmail)).toEqual([
      boss.email,
      buyer.email,
      google.userEmail,
    ]);
    expect(buyerRows.find((row: { userEmail: string }) => row.userEmail === buyer.email)).toEqual({
      _id: await accountId(buyer.email),
      username: 'Test User',
      userEmail: buyer.email,
      phone: '+1 555 0100',
      location: 'Austin, TX',
    });
    expect(buyerRows.find((row: { _id: string }) => row._id === google.id)).toEqual({
      _id: google.id,
      username: 'Gus Google',
      userEmail: google.userEmail,
      phone: null,
      location: null,
    });

    const sellers = await app.inject({
      method: 'POST',
      url: '/api/sellers',
      headers: bearer(boss.token),
      payload: { email: boss.email },
    });
    expect(sellers.statusCode).toBe(200);
    const sellerRows = sellers.json();
    expect(sellerRows.find((row: { userEmail: string }) => row.userEmail === seller.email)).toEqual({
      _id: await accountId(seller.email),
      username: 'Test User',
      userEmail: seller.email,
      phone: '+1 555 0100',
      location: 'Austin, TX',
      sellerStatus: null,
    });
    expect(sellerRows.find((row: { _id: string }) => row._id === verified.id)).toMatchObject({
      sellerStatus: 'verified',
    });
    expect(sellerRows.some((row: { userEmail: string }) => row.userEmail === buyer.email)).toBe(false);
  });
});

describe('PUT /api/sellers/verifyStatus/:id', () => {
  it('verifies a seller, whose cars then carry the badge; verifying again changes nothing', async () => {
    const verifiable = await signedUpAccount(app, 'seller');
    const id = await accountId(verifiable.email);
    const car = await carOf(verifiable);

    const response = await verify(boss.token, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true });
    expect((await verify(boss.token, id)).json()).toEqual({ acknowledged: true });

    const page = await app.inject({
      method: 'GET',
      url: '/api/carModels/Roadster?limit=100',
      headers: bearer(buyer.token),
    });
    expect(page.json().find((entry: { _id: string }) => entry._id === car.id)).toMatchObject({
      sellerStatus: 'verified',
    });
  });

  it.each([
    ['another field beside it', { sellerStatus: 'verified', accountStatus: 'buyer' }, 'not accountStatus'],
    ['another field alone', { username: 'Renamed' }, 'not username'],
    ['another value', { sellerStatus: 'unverified' }, 'verified'],
    ['a null value', { sellerStatus: null }, 'verified'],
    ['nothing', {}, 'sellerStatus'],
  ])('refuses %s with 400, changing nothing', async (_, body, mention) => {
    const target = await signedUpAccount(app, 'seller');
    const id = await accountId(target.email);
    const before = (await pool.query('select * from accounts where id = $1', [id])).rows[0];

    const response = await verify(boss.token, id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'BAD_REQUEST',
      message: expect.stringContaining(mention),
    });
    expect((await pool.query('select * from accounts where id = $1', [id])).rows[0]).toEqual(before);
  });

  it("answers 404 for a buyer's id or an unknown id and 400 for an id that is not one", async () => {
    const buyerId = await accountId(buyer.email);
    const asBuyer = await verify(boss.token, buyerId);
    expect(asBuyer.statusCode).toBe(404);
    expect(asBuyer.json().message).toBe('There is no seller with this id.');
    expect((await pool.query('select seller_status from accounts where id = $1', [buyerId])).rows[0]).toEqual(
      {
        seller_status: null,
      },
    );
    expect((await verify(boss.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await verify(boss.token, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('deleting an account', () => {
  it("deletes a seller's sign-in, sessions and unsold cars, keeping sold cars and paid bookings", async () => {
    const leaving = await signedUpAccount(app, 'seller');
    const leavingId = await accountId(leaving.email);
    const userId = (await pool.query('select id from auth_users where email = $1', [leaving.email])).rows[0]
      .id;
    const forSale = await carOf(leaving, { productName: 'Unsold Roadster' });
    const sold = await carOf(leaving, { productName: 'Sold Roadster' });
    const unpaid = await book(buyer, forSale.id);
    const paid = await book(buyer, sold.id);
    await pool.query("update bookings set payment_status = 'paid' where id = $1", [paid]);
    await pool.query("update cars set sale_status = 'sold' where id = $1", [sold.id]);
    await report(buyer, forSale.id);

    const response = await deleteAccount(boss.token, leavingId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });

    // The very next request with the deleted user's token fails; so does signing in again.
    const after = await app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: bearer(leaving.token),
    });
    expect(after.statusCode).toBe(401);
    expect((await signIn(app, leaving.email)).statusCode).toBe(401);
    for (const table of ['auth_sessions', 'auth_identities']) {
      const rows = await pool.query(`select 1 from ${table} where user_id = $1`, [userId]);
      expect(rows.rowCount, table).toBe(0);
    }
    expect(await exists('auth_users', userId)).toBe(false);
    expect(await exists('accounts', leavingId)).toBe(false);

    expect(await exists('cars', forSale.id)).toBe(false);
    expect(await exists('bookings', unpaid)).toBe(false);
    expect((await pool.query('select 1 from reports where car_id = $1', [forSale.id])).rowCount).toBe(0);
    expect(
      (await pool.query('select seller_id, sale_status from cars where id = $1', [sold.id])).rows,
    ).toEqual([{ seller_id: null, sale_status: 'sold' }]);
    expect(
      (await pool.query('select car_id, payment_status, product_name from bookings where id = $1', [paid]))
        .rows,
    ).toEqual([{ car_id: sold.id, payment_status: 'paid', product_name: 'Sold Roadster' }]);

    // The sold car still shows on its model page, without any way to reach the deleted seller.
    const page = await app.inject({
      method: 'GET',
      url: '/api/carModels/Roadster?limit=100',
      headers: bearer(buyer.token),
    });
    const shown = page.json().find((entry: { _id: string }) => entry._id === sold.id);
    expect(shown).toMatchObject({ productName: 'Sold Roadster', saleStatus: 'sold' });
    expect(shown).not.toHaveProperty('sellerName');
    expect(shown).not.toHaveProperty('sellerEmail');
    expect(shown).not.toHaveProperty('phone');
  });

  it.each(['sellers', 'buyers'] as const)(
    'deletes a buyer through /api/%s/:id, keeping their paid bookings and the cars they booked',
    async (path) => {
      const leaving = await signedUpAccount(app, 'buyer');
      const leavingId = await accountId(leaving.email);
      const booked = await carOf(seller);
      const bought = await carOf(seller);
      const unpaid = await book(leaving, booked.id);
      const paid = await book(leaving, bought.id);
      await pool.query("update bookings set payment_status = 'paid' where id = $1", [paid]);
      await report(leaving, booked.id);

      const response = await deleteAccount(boss.token, leavingId, path);
      expect(response.json()).toEqual({ deletedCount: 1 });

      expect(
        (await app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(leaving.token) }))
          .statusCode,
      ).toBe(401);
      expect(await exists('bookings', unpaid)).toBe(false);
      // The paid booking stays for the record, no longer naming the person.
      expect(
        (await pool.query('select buyer_id, username, email, phone from bookings where id = $1', [paid]))
          .rows,
      ).toEqual([{ buyer_id: null, username: deletedAccountName, email: '', phone: '' }]);
      expect((await pool.query('select 1 from reports where car_id = $1', [booked.id])).rowCount).toBe(0);
      expect(await exists('cars', booked.id)).toBe(true);
      expect(await exists('cars', bought.id)).toBe(true);
    },
  );

  it('deletes a seller through /api/buyers/:id too', async () => {
    const leaving = await signedUpAccount(app, 'seller');
    const response = await deleteAccount(boss.token, await accountId(leaving.email), 'buyers');
    expect(response.json()).toEqual({ deletedCount: 1 });
  });

  it('takes away an administrator grant with the account: the e-mail signed up again is no administrator', async () => {
    const granted = await signedUpAccount(app, 'seller');
    // What `npm run admin -- grant EMAIL` stores.
    await pool.query('insert into admin_grants (email) values ($1)', [granted.email]);
    const isAdmin = async () =>
      (
        await app.inject({ method: 'GET', url: `/api/admin/${granted.email}`, headers: bearer(boss.token) })
      ).json().isAdmin;
    expect(await isAdmin()).toBe(true);

    expect((await deleteAccount(boss.token, await accountId(granted.email))).statusCode).toBe(200);
    await signedUpAccount(app, 'buyer', { email: granted.email });
    expect(await isAdmin()).toBe(false);
  });

  it('deletes nothing at all when any part of the deletion fails', async () => {
    const leaving = await signedUpAccount(app, 'seller');
    const leavingId = await accountId(leaving.email);
    const car = await carOf(leaving);
    const booking = await book(buyer, car.id);
    // The sign-in is deleted last: make that step fail, as a lost connection would.
    await pool.query(`
      create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'deletion refused for the test'; end $$`);
    await pool.query(
      `create trigger refuse_delete before delete on auth_users for each row
       when (old.email = '${leaving.email}') execute function refuse_delete()`,
    );
    try {
      const response = await deleteAccount(boss.token, leavingId);
      expect(response.statusCode).toBe(500);
    } finally {
      await pool.query('drop trigger refuse_delete on auth_users');
      await pool.query('drop function refuse_delete');
    }

    expect(await exists('accounts', leavingId)).toBe(true);
    expect(await exists('cars', car.id)).toBe(true);
    expect(await exists('bookings', booking)).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(leaving.token) }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses an administrator's own account, an unknown id and an id that is not one", async () => {
    const own = await deleteAccount(boss.token, await accountId(boss.email));
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({
      error: 'CONFLICT',
      message: 'You cannot delete your own account. Ask another administrator.',
    });
    expect(await exists('accounts', await accountId(boss.email))).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(boss.token) })).statusCode,
    ).toBe(200);

    const unknown = await deleteAccount(boss.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no account with this id.');
    const malformed = await deleteAccount(boss.token, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('id');
  });
});

describe('reported items', () => {
  it('lists each reported car once with its report count, most reported first', async () => {
    const otherBuyer = await signedUpAccount(app, 'buyer');
    const once = await carOf(seller, { productName: 'Reported once', resalePrice: 9_900 });
    const twice = await carOf(seller, { productName: 'Reported twice', resalePrice: 12_000 });
    await report(buyer, once.id);
    await report(buyer, twice.id);
    await report(otherBuyer, twice.id);

    const response = await app.inject({
      method: 'GET',
      url: '/api/reportedItems',
      headers: bearer(boss.token),
    });
    expect(response.statusCode).toBe(200);
    const items = response.json();
    const ours = items.filter((item: { _id: string }) => [once.id, twice.id].includes(item._id));
    expect(ours).toEqual([
      {
        _id: twice.id,
        image: twice.image,
        productName: 'Reported twice',
        model: 'Roadster',
        resalePrice: 12_000,
        reportCount: 2,
      },
      {
        _id: once.id,
        image: once.image,
        productName: 'Reported once',
        model: 'Roadster',
        resalePrice: 9_900,
        reportCount: 1,
      },
    ]);
    expect(new Set(items.map((item: { _id: string }) => item._id)).size).toBe(items.length);
  });

  it('deletes a reported listing with its reports and unpaid bookings, keeping paid bookings', async () => {
    const car = await carOf(seller, { productName: 'Fishy Roadster' });
    const otherBuyer = await signedUpAccount(app, 'buyer');
    const unpaid = await book(buyer, car.id);
    const paid = await book(otherBuyer, car.id);
    await pool.query("update bookings set payment_status = 'paid' where id = $1", [paid]);
    await report(buyer, car.id);

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/reportedItems/${car.id}`,
      headers: bearer(boss.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });

    expect(await exists('cars', car.id)).toBe(false);
    expect((await pool.query('select 1 from reports where car_id = $1', [car.id])).rowCount).toBe(0);
    expect(await exists('bookings', unpaid)).toBe(false);
    expect(
      (await pool.query('select car_id, payment_status from bookings where id = $1', [paid])).rows,
    ).toEqual([{ car_id: null, payment_status: 'paid' }]);
    const list = await app.inject({ method: 'GET', url: '/api/reportedItems', headers: bearer(boss.token) });
    expect(list.json().some((item: { _id: string }) => item._id === car.id)).toBe(false);
    const page = await app.inject({
      method: 'GET',
      url: '/api/carModels/Roadster?limit=100',
      headers: bearer(buyer.token),
    });
    expect(page.json().some((entry: { _id: string }) => entry._id === car.id)).toBe(false);
  });

  it('refuses a car nobody reported, an unknown id and an id that is not one', async () => {
    const unreported = await carOf(seller);
    const remove = (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/reportedItems/${id}`, headers: bearer(boss.token) });
    const notReported = await remove(unreported.id);
    expect(notReported.statusCode).toBe(404);
    expect(notReported.json().message).toBe('There is no reported car with this id.');
    expect(await exists('cars', unreported.id)).toBe(true);
    expect((await remove('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('not-an-id')).statusCode).toBe(400);
  });
});
