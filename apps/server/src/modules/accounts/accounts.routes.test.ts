import { describe, expect, it } from 'vitest';
import { accessToken, signedUpAccount, signUp } from '../../../test/sessions.ts';
import { buildTestApp, testPublicUrl } from '../../../test/test-app.ts';
import { createAccountsRepo } from './accounts.repo.ts';

const { app, db, pool } = await buildTestApp({ adminEmails: ['boss@example.com'] });

async function createAccount(cookie: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/allAccounts',
    headers: { cookie, origin: testPublicUrl },
    payload: body,
  });
}

const accountRows = async (email: string) =>
  (
    await pool.query('select username, account_status, phone, location from accounts where user_email = $1', [
      email,
    ])
  ).rows;

describe('POST /api/allAccounts', () => {
  it("creates the signed-in user's account", async () => {
    const user = await signUp(app);
    const response = await createAccount(user.cookie, {
      username: 'Dana',
      userEmail: user.email,
      phone: '+1 555 0101',
      location: 'Austin, TX',
      accountStatus: 'seller',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ acknowledged: true, insertedId: expect.any(String) });
    expect(await accountRows(user.email)).toEqual([
      { username: 'Dana', account_status: 'seller', phone: '+1 555 0101', location: 'Austin, TX' },
    ]);
  });

  it('stores a Google sign-up with only username, e-mail and type', async () => {
    const user = await signUp(app);
    const response = await createAccount(user.cookie, {
      username: 'G User',
      userEmail: user.email,
      accountStatus: 'buyer',
    });
    expect(response.statusCode).toBe(200);
    expect(await accountRows(user.email)).toEqual([
      { username: 'G User', account_status: 'buyer', phone: null, location: null },
    ]);
  });

  it('keeps one account per user: a repeat changes nothing', async () => {
    const user = await signUp(app);
    const first = await createAccount(user.cookie, {
      username: 'Once',
      userEmail: user.email,
      accountStatus: 'buyer',
    });
    const second = await createAccount(user.cookie, {
      username: 'Twice',
      userEmail: user.email,
      accountStatus: 'seller',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().insertedId).toBe(first.json().insertedId);
    expect(await accountRows(user.email)).toEqual([
      { username: 'Once', account_status: 'buyer', phone: null, location: null },
    ]);
  });

  it.each(['admin', 'Buyer', '', 42])(
    'refuses accountStatus %j and stores nothing',
    async (accountStatus) => {
      const user = await signUp(app);
      const response = await createAccount(user.cookie, {
        username: 'Sneaky',
        userEmail: user.email,
        accountStatus,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'BAD_REQUEST',
        message: expect.stringContaining('accountStatus'),
      });
      expect(await accountRows(user.email)).toEqual([]);
    },
  );

  it("refuses to create someone else's account", async () => {
    const user = await signUp(app);
    const response = await createAccount(user.cookie, {
      username: 'Impostor',
      userEmail: 'victim@example.com',
      accountStatus: 'seller',
    });
    expect(response.statusCode).toBe(403);
    expect(await accountRows('victim@example.com')).toEqual([]);
  });

  it('refuses an anonymous caller', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/allAccounts',
      payload: { username: 'Anon', userEmail: 'anon@example.com', accountStatus: 'buyer' },
    });
    expect(response.statusCode).toBe(401);
    expect(await accountRows('anon@example.com')).toEqual([]);
  });

  it('refuses missing and oversized fields with a message naming them', async () => {
    const user = await signUp(app);
    const missing = await createAccount(user.cookie, { userEmail: user.email, accountStatus: 'buyer' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('username');
    const long = await createAccount(user.cookie, {
      username: 'x'.repeat(81),
      userEmail: user.email,
      accountStatus: 'buyer',
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('role lookups', () => {
  it('answer buyer and seller from the account', async () => {
    const buyer = await signedUpAccount(app, 'buyer');
    const seller = await signedUpAccount(app, 'seller');
    const ask = async (role: string, email: string) =>
      (await app.inject({ method: 'GET', url: `/api/${role}/${email}` })).json();
    expect(await ask('buyer', buyer.email)).toEqual({ isBuyer: true });
    expect(await ask('seller', buyer.email)).toEqual({ isSeller: false });
    expect(await ask('seller', seller.email)).toEqual({ isSeller: true });
    expect(await ask('buyer', seller.email.toUpperCase())).toEqual({ isBuyer: false });
    expect(await ask('seller', seller.email.toUpperCase())).toEqual({ isSeller: true });
  });

  it('answer false, never an error, for an unknown or odd e-mail', async () => {
    for (const email of ['nobody@example.com', 'not-an-email', '%27%20or%201%3D1--']) {
      for (const role of ['admin', 'buyer', 'seller']) {
        const response = await app.inject({ method: 'GET', url: `/api/${role}/${email}` });
        expect(response.statusCode).toBe(200);
        expect(Object.values(response.json())).toEqual([false]);
      }
    }
  });

  it('make admins from ADMIN_EMAILS and from grants, alongside a buyer or seller role', async () => {
    const boss = await signedUpAccount(app, 'seller', { email: 'boss@example.com' });
    expect((await app.inject({ method: 'GET', url: `/api/admin/${boss.email}` })).json()).toEqual({
      isAdmin: true,
    });
    expect((await app.inject({ method: 'GET', url: `/api/seller/${boss.email}` })).json()).toEqual({
      isSeller: true,
    });

    const granted = await signedUpAccount(app, 'buyer');
    expect((await app.inject({ method: 'GET', url: `/api/admin/${granted.email}` })).json()).toEqual({
      isAdmin: false,
    });
    await createAccountsRepo(db).grantAdmin(granted.email.toUpperCase());
    expect((await app.inject({ method: 'GET', url: `/api/admin/${granted.email}` })).json()).toEqual({
      isAdmin: true,
    });
  });
});

describe('GET /api/accounts/me', () => {
  it("answers the caller's own account, and nobody else's", async () => {
    const seller = await signedUpAccount(app, 'seller');
    const response = await app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: 'Test User',
      userEmail: seller.email,
      phone: '+1 555 0100',
      location: 'Austin, TX',
      accountStatus: 'seller',
      sellerStatus: null,
    });
    expect((await app.inject({ method: 'GET', url: '/api/accounts/me' })).statusCode).toBe(401);
  });

  it('says so when the user has no account yet', async () => {
    const user = await signUp(app);
    const token = await accessToken(app, user);
    const response = await app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
  });
});
