import { randomBytes } from 'node:crypto';
import type { App } from '../src/app.ts';
import { mailboxOf, testPublicUrl } from './test-app.ts';

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

export async function signUp(
  app: App,
  overrides: {
    email?: string;
    name?: string;
    password?: string;
    /** The app's own, if not the test one. */ origin?: string;
  } = {},
) {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: overrides.origin ?? testPublicUrl },
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

/** The link of the newest verification e-mail to `email`, as the SMTP server received it. */
export async function verificationLink(app: App, email: string): Promise<string> {
  const mail = await mailboxOf(app).waitFor(
    (received) => received.to === email && received.subject === 'Verify your e-mail for Second Gear',
  );
  const link = /(http:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no verification link in:\n${mail.text}`);
  return link;
}

/** Follows the sign-up e-mail's link, as its owner would. */
export async function verifyEmail(app: App, email: string) {
  const link = new URL(await verificationLink(app, email));
  const followed = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  if (followed.statusCode !== 302)
    throw new Error(`verification failed: ${followed.statusCode} ${followed.body}`);
  return followed;
}

/**
 * A signed-in user with a marketplace account of the given kind, and an access token; its e-mail verified through
 * the link it was sent, unless `verified: false`.
 */
export async function signedUpAccount(
  app: App,
  accountStatus: 'buyer' | 'seller',
  overrides: { email?: string; verified?: boolean } = {},
) {
  const user = await signUp(app, overrides);
  if (overrides.verified !== false) await verifyEmail(app, user.email);
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
