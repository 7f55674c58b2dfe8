import { describe, expect, it } from 'vitest';
import { accessToken, sessionCookie, signIn, signUp, testPassword } from '../../../test/sessions.ts';
import { buildTestApp, testPublicUrl } from '../../../test/test-app.ts';
import { accessTokenSeconds } from './access-tokens.ts';

let now = new Date('2026-11-20T10:00:00Z').getTime();
const { app, pool } = await buildTestApp({ clock: () => new Date(now) });

/** A call that needs an access token: saving the caller's own account. */
const saveAccount = (token: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/allAccounts',
    headers: { authorization: `Bearer ${token}` },
    payload: { username: 'Driver', userEmail: email, accountStatus: 'buyer' },
  });

describe('sign-up and sign-in', () => {
  it('signs up with e-mail and password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testPublicUrl },
      payload: { email: 'New.Person@Example.com', password: testPassword, name: 'New Person' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const stored = await pool.query('select email, name from auth_users where email = $1', [
      'new.person@example.com',
    ]);
    expect(stored.rows).toEqual([{ email: 'new.person@example.com', name: 'New Person' }]);
  });

  it.each([
    ['shorter than 8 characters', 'short7!'],
    ['longer than 128 characters', 'x'.repeat(129)],
  ])('refuses a password %s', async (_, password) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testPublicUrl },
      payload: { email: 'weak@example.com', password, name: 'Weak' },
    });
    expect(response.statusCode).toBe(400);
    const stored = await pool.query("select 1 from auth_users where email = 'weak@example.com'");
    expect(stored.rowCount).toBe(0);
  });

  it('stores no plain password', async () => {
    const user = await signUp(app);
    const stored = await pool.query(
      'select i.password from auth_identities i join auth_users u on u.id = i.user_id where u.email = $1',
      [user.email],
    );
    expect(stored.rows[0].password).toBeTruthy();
    expect(stored.rows[0].password).not.toContain(testPassword);
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const user = await signUp(app);
    const unknown = await signIn(app, 'nobody-here@example.com');
    const wrong = await signIn(app, user.email, 'not the password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);
  });
});

describe('POST /api/jwt', () => {
  it('refuses a caller without a sign-in session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/jwt',
      payload: { email: 'someone@example.com' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it("refuses a token for another user's e-mail", async () => {
    const user = await signUp(app);
    const victim = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: user.cookie, origin: testPublicUrl },
      payload: { email: victim.email },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'FORBIDDEN' });
  });

  it('issues a token to the session holder that works as a bearer token', async () => {
    const user = await signUp(app);
    const token = await accessToken(app, user);
    expect((await saveAccount(token, user.email)).statusCode).toBe(200);
  });

  it('issues tokens that expire, and a fresh one from the same session works', async () => {
    const user = await signUp(app);
    const token = await accessToken(app, user);
    expect((await saveAccount(token, user.email)).statusCode).toBe(200);
    now += (accessTokenSeconds + 1) * 1000;
    const expired = await saveAccount(token, user.email);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);

    const renewed = await accessToken(app, user);
    expect((await saveAccount(renewed, user.email)).statusCode).toBe(200);
  });

  it('stops a token on the very next request after sign-out', async () => {
    const user = await signUp(app);
    const token = await accessToken(app, user);
    expect((await saveAccount(token, user.email)).statusCode).toBe(200);
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: testPublicUrl },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await saveAccount(token, user.email)).statusCode).toBe(401);
  });

  it('stops a token on the very next request when its session ends in the database, as on another server', async () => {
    const user = await signUp(app);
    const token = await accessToken(app, user);
    const other = await signUp(app);
    const otherToken = await accessToken(app, other);
    expect((await saveAccount(token, user.email)).statusCode).toBe(200);
    expect((await saveAccount(otherToken, other.email)).statusCode).toBe(200);

    await pool.query(
      'delete from auth_sessions where user_id = (select id from auth_users where email = $1)',
      [user.email],
    );
    expect((await saveAccount(token, user.email)).statusCode).toBe(401);
    expect((await saveAccount(otherToken, other.email)).statusCode).toBe(200);
  });

  it('stops a token when its session has expired, even one its server has checked before', async () => {
    const user = await signUp(app);
    const token = await accessToken(app, user);
    expect((await saveAccount(token, user.email)).statusCode).toBe(200);
    await pool.query(
      `update auth_sessions set expires_at = $2
        where user_id = (select id from auth_users where email = $1)`,
      [user.email, new Date(now - 1000)],
    );
    const response = await saveAccount(token, user.email);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/session has ended/);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const user = await signUp(app);
    const token = await accessToken(app, user);
    // Checked once and kept: a changed copy must still be checked afresh.
    expect((await saveAccount(token, user.email)).statusCode).toBe(200);
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'admin@example.com' })).toString('base64url')}.${token.split('.')[2]}`;
    const response = await saveAccount(forged, user.email);
    expect(response.statusCode).toBe(401);
  });
});

describe('the sign-in throttle', () => {
  it('after 5 failures within 15 minutes answers 429 with Retry-After, then lets the rightful user in', async () => {
    const user = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(app, user.email, 'wrong password')).statusCode).toBe(401);
      now += 1000;
    }
    const throttled = await signIn(app, user.email);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Try again in 15 minutes/),
    });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Refused attempts do not extend the lock.
    now += 5 * 60_000;
    expect((await signIn(app, user.email, 'wrong again')).statusCode).toBe(429);

    now += retryAfter * 1000 - 5 * 60_000 + 1000;
    const allowed = await signIn(app, user.email);
    expect(allowed.statusCode).toBe(200);
    expect(sessionCookie(allowed.headers['set-cookie'])).toContain('session_token');
  });

  it('throttles one account without touching another', async () => {
    const target = await signUp(app);
    const bystander = await signUp(app);
    for (let attempt = 0; attempt < 5; attempt++) await signIn(app, target.email, 'wrong password');
    expect((await signIn(app, target.email)).statusCode).toBe(429);
    expect((await signIn(app, bystander.email)).statusCode).toBe(200);
  });
});

describe('Google sign-in', () => {
  it('says so when Google is not configured', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: testPublicUrl },
      payload: { provider: 'google', callbackURL: '/home' },
    });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({
      error: 'NOT_CONFIGURED',
      message: expect.stringContaining('Google sign-in is not configured on this server'),
    });
  });
});

describe('the origin check', () => {
  it('refuses a sign-in posted from a foreign origin', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: testPassword },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the loopback names of a local public URL', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://127.0.0.1:5000' },
      payload: { email: user.email, password: testPassword },
    });
    expect(response.statusCode).toBe(200);
  });
});
