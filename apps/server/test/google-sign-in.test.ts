import { afterAll, describe, expect, it } from 'vitest';
import { accessToken, sessionCookie, signIn, signUp, verifyEmail } from './sessions.ts';
import { startGoogleStandIn } from './stand-ins/google.ts';
import { buildTestApp, testPublicUrl } from './test-app.ts';

const google = await startGoogleStandIn({
  redirectUri: `${testPublicUrl}/api/auth/callback/google`,
  unverifiedAddresses: ['unchecked@gmail.test'],
});
afterAll(() => google.close());
const { app, pool } = await buildTestApp({ google: { kind: 'openid', ...google } });

/** Plays the browser at the provider: follows redirects by hand, keeping the provider's cookies. */
async function consentAtProvider(authorizationUrl: string, account: { email: string; name: string }) {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(testPublicUrl)) return new URL(url);
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    remember(response);
    body = undefined;
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).toString();
      continue;
    }
    const html = await response.text();
    expect(response.status, html).toBe(200);
    const action = /action="([^"]+)"/.exec(html)![1]!;
    url = new URL(action, url).toString();
    body = new URLSearchParams(account);
  }
  throw new Error('the provider never redirected back');
}

/** Signs in with Google up to the provider's redirect back; `finish` then follows it, as the browser would. */
async function consentWithGoogle(account: { email: string; name: string }) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: testPublicUrl },
    payload: { provider: 'google', callbackURL: '/home' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorizationUrl = new URL(start.json().url);
  expect(authorizationUrl.origin).toBe(google.issuer);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('state')).toBeTruthy();

  const callback = await consentAtProvider(authorizationUrl.toString(), account);
  return {
    finish: () =>
      app.inject({
        method: 'GET',
        url: callback.pathname + callback.search,
        headers: { cookie: sessionCookie(start.headers['set-cookie']) },
      }),
  };
}

const signInWithGoogle = async (account: { email: string; name: string }) =>
  (await consentWithGoogle(account)).finish();

describe('Google sign-in through a local OpenID provider', () => {
  it('runs the authorization-code flow and signs the user in', async () => {
    const finished = await signInWithGoogle({ email: 'driver@gmail.test', name: 'Dee Driver' });

    expect(finished.statusCode).toBe(302);
    expect(finished.headers.location).toBe('/home');
    const cookie = sessionCookie(finished.headers['set-cookie']);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email: 'driver@gmail.test', name: 'Dee Driver' });

    const token = await app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie, origin: testPublicUrl },
      payload: { email: 'driver@gmail.test' },
    });
    expect(token.statusCode).toBe(200);
  });

  it('signs in more new people at once than the server has database connections', async () => {
    // Each first sign-in creates its person in one transaction: nothing it runs may wait for a second connection.
    const people = Array.from({ length: 8 }, (_, index) => ({
      email: `crowd-${index}@gmail.test`,
      name: `Crowd ${index}`,
    }));
    const consented = await Promise.all(people.map((person) => consentWithGoogle(person)));
    const finished = await Promise.all(consented.map((browser) => browser.finish()));
    expect(finished.map((answer) => answer.headers.location)).toEqual(people.map(() => '/home'));
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: testPublicUrl },
      payload: { provider: 'google', callbackURL: '/home' },
    });
    const callback = await consentAtProvider(start.json().url, {
      email: 'victim@gmail.test',
      name: 'Victim',
    });
    const forged = await app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(forged.headers['set-cookie'] ? sessionCookie(forged.headers['set-cookie']) : '').not.toContain(
      'session_token',
    );
    const users = await pool.query("select 1 from auth_users where email = 'victim@gmail.test'");
    expect(users.rowCount).toBe(0);
  });

  it('ends the password of an account nobody proved the address of when its owner signs in with Google', async () => {
    // Someone registers the victim's address with a password of their own, and keeps that session open.
    const squatter = await signUp(app, { email: 'victim-owner@gmail.test', password: 'squatters password' });
    const squatterToken = await accessToken(app, squatter);

    const finished = await signInWithGoogle({ email: 'victim-owner@gmail.test', name: 'Val Owner' });
    expect(finished.statusCode).toBe(302);
    expect(finished.headers.location).toBe('/home');
    const owner = sessionCookie(finished.headers['set-cookie']);
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: owner },
    });
    expect(session.json().user).toMatchObject({ email: 'victim-owner@gmail.test', emailVerified: true });

    expect((await signIn(app, 'victim-owner@gmail.test', 'squatters password')).statusCode).toBe(401);
    const squatterSession = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: squatter.cookie },
    });
    expect(squatterSession.json()).toBeNull();
    const squatterCall = await app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { authorization: `Bearer ${squatterToken}` },
    });
    expect(squatterCall.statusCode).toBe(401);
  });

  it('keeps the password of an account whose owner proved the address', async () => {
    const user = await signUp(app, { email: 'careful@gmail.test', password: 'my own password' });
    await verifyEmail(app, user.email);

    const finished = await signInWithGoogle({ email: 'careful@gmail.test', name: 'Cary Careful' });
    expect(finished.statusCode).toBe(302);
    expect(finished.headers.location).toBe('/home');
    expect((await signIn(app, 'careful@gmail.test', 'my own password')).statusCode).toBe(200);
  });

  it('does not join an existing account when Google has not checked the address', async () => {
    await signUp(app, { email: 'unchecked@gmail.test', password: 'first comer password' });

    const finished = await signInWithGoogle({ email: 'unchecked@gmail.test', name: 'Not Proven' });
    expect(finished.headers['set-cookie'] ? sessionCookie(finished.headers['set-cookie']) : '').not.toContain(
      'session_token',
    );
    const identities = await pool.query(
      "select provider_id from auth_identities a join auth_users u on u.id = a.user_id where u.email = 'unchecked@gmail.test'",
    );
    expect(identities.rows).toEqual([{ provider_id: 'credential' }]);
  });
});
