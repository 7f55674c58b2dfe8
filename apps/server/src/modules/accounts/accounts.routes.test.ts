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
  type Asker = { token?: string; cookie?: string };
  const ask = (role: string, email: string, asker: Asker = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/${role}/${email}`,
      headers: {
        ...(asker.token ? { authorization: `Bearer ${asker.token}` } : {}),
        ...(asker.cookie ? { cookie: asker.cookie } : {}),
      },
    });
  let bossSignedUp: ReturnType<typeof signedUpAccount> | undefined;
  /** The administrator of ADMIN_EMAILS, signed up once for the tests that need them. */
  const theBoss = () => (bossSignedUp ??= signedUpAccount(app, 'seller', { email: 'boss@example.com' }));
  const answer = async (role: string, email: string, asker: Asker) => {
    const response = await ask(role, email, asker);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answer a signed-in caller about their own address, by access token or sign-in session', async () => {
    const buyer = await signedUpAccount(app, 'buyer');
    const seller = await signedUpAccount(app, 'seller');
    expect(await answer('buyer', buyer.email, buyer)).toEqual({ isBuyer: true });
    expect(await answer('seller', buyer.email, buyer)).toEqual({ isSeller: false });
    expect(await answer('admin', buyer.email, buyer)).toEqual({ isAdmin: false });
    expect(await answer('seller', seller.email, { cookie: seller.cookie })).toEqual({ isSeller: true });
    expect(await answer('buyer', seller.email.toUpperCase(), seller)).toEqual({ isBuyer: false });
    expect(await answer('seller', seller.email.toUpperCase(), seller)).toEqual({ isSeller: true });
  });

  it('tell nobody else which addresses hold which role: 401 without sign-in, 403 for another address', async () => {
    const buyer = await signedUpAccount(app, 'buyer');
    const seller = await signedUpAccount(app, 'seller');
    await theBoss();
    for (const role of ['admin', 'buyer', 'seller']) {
      for (const email of [seller.email, 'boss@example.com', 'nobody@example.com']) {
        const anonymous = await ask(role, email);
        expect([anonymous.statusCode, anonymous.json().error], `${role} ${email}`).toEqual([
          401,
          'UNAUTHORIZED',
        ]);
        const someoneElse = await ask(role, email, buyer);
        expect([someoneElse.statusCode, someoneElse.json().error], `${role} ${email}`).toEqual([
          403,
          'FORBIDDEN',
        ]);
        expect(someoneElse.json().message).toBe('You can only look up the roles of your own account.');
      }
    }
    const expired = await ask('seller', seller.email, { token: `${seller.token.slice(0, -2)}xx` });
    expect(expired.statusCode).toBe(401);
  });

  it('answer an administrator about anyone: false, never an error, for an unknown or odd e-mail', async () => {
    const boss = await theBoss();
    const seller = await signedUpAccount(app, 'seller');
    expect(await answer('seller', seller.email, boss)).toEqual({ isSeller: true });
    for (const email of ['nobody@example.com', 'not-an-email', '%27%20or%201%3D1--']) {
      for (const role of ['admin', 'buyer', 'seller']) {
        expect(Object.values(await answer(role, email, boss))).toEqual([false]);
      }
    }
  });

  it('make admins from ADMIN_EMAILS and from grants, alongside a buyer or seller role', async () => {
    const boss = await theBoss();
    expect(await answer('admin', boss.email, boss)).toEqual({ isAdmin: true });
    expect(await answer('seller', boss.email, boss)).toEqual({ isSeller: true });

    const granted = await signedUpAccount(app, 'buyer');
    expect(await answer('admin', granted.email, granted)).toEqual({ isAdmin: false });
    await createAccountsRepo(db).grantAdmin(granted.email.toUpperCase());
    expect(await answer('admin', granted.email, granted)).toEqual({ isAdmin: true });
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
      _id: expect.any(String),
      username: 'Test User',
      userEmail: seller.email,
      phone: '+1 555 0100',
      location: 'Austin, TX',
      accountStatus: 'seller',
      sellerStatus: null,
      language: null,
    });
    expect((await app.inject({ method: 'GET', url: '/api/accounts/me' })).statusCode).toBe(401);
  });

  it('keeps the language chosen, and a new account starts in the language of the page it was made from', async () => {
    const seller = await signedUpAccount(app, 'seller');
    const choose = (language: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/accounts/me/language',
        headers: { authorization: `Bearer ${seller.token}` },
        payload: { language },
      });
    expect((await choose('fr')).statusCode).toBe(400);
    const chosen = await choose('es');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'es' });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(mine.json()).toMatchObject({ language: 'es' });

    const user = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/allAccounts',
      headers: { cookie: user.cookie, origin: testPublicUrl, 'accept-language': 'es' },
      payload: { username: 'Lucía', userEmail: user.email, accountStatus: 'buyer' },
    });
    const token = await accessToken(app, user);
    const created = await app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.json()).toMatchObject({ username: 'Lucía', language: 'es' });
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
