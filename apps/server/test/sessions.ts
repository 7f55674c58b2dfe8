import { randomBytes } from 'node:crypto';
import type { App } from '../src/app.ts';
import { testPublicUrl } from './test-app.ts';

export const testPassword = 'correct horse battery';

/** The Authorization header of a signed-in person's access token, or none for an anonymous caller. */
export const bearer = (person?: { token: string }) =>
  person ? { authorization: `Bearer ${person.token}` } : {};

/** The browser's side of a sign-in: the session cookie it would send back. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function signUp(app: App, overrides: { email?: string; name?: string; password?: string } = {}) {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: testPublicUrl },
    payload: { email, password: overrides.password ?? testPassword, name: overrides.name ?? 'Test User' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, cookie: sessionCookie(response.headers['set-cookie']) };
}

export async function signIn(app: App, email: string, password = testPassword) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testPublicUrl },
    payload: { email, password },
  });
}

export async function accessToken(app: App, user: { email: string; cookie: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/jwt',
    headers: { cookie: user.cookie, origin: testPublicUrl },
    payload: { email: user.email },
  });
  if (response.statusCode !== 200) throw new Error(`jwt failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}

/** A signed-in user with a marketplace account of the given kind, and an access token. */
export async function signedUpAccount(
  app: App,
  accountStatus: 'buyer' | 'seller',
  overrides: { email?: string } = {},
) {
  const user = await signUp(app, overrides);
  const created = await app.inject({
    method: 'POST',
    url: '/api/allAccounts',
    headers: { cookie: user.cookie, origin: testPublicUrl },
    payload: {
      username: 'Test User',
      userEmail: user.email,
      phone: '+1 555 0100',
      location: 'Austin, TX',
      accountStatus,
    },
  });
  if (created.statusCode !== 200)
    throw new Error(`allAccounts failed: ${created.statusCode} ${created.body}`);
  return { ...user, token: await accessToken(app, user) };
}
