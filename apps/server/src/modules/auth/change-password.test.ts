import { describe, expect, it } from 'vitest';
import { accessToken, bearer, sessionCookie, signIn, signUp } from '../../../test/sessions.ts';
import { buildTestApp, testPublicUrl } from '../../../test/test-app.ts';

const { app, mailbox } = await buildTestApp();

const changePassword = (cookie: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { origin: testPublicUrl, cookie },
    payload: body,
  });

describe('changing the password in the account settings', () => {
  it('needs the current password', async () => {
    const user = await signUp(app);
    const refused = await changePassword(user.cookie, {
      currentPassword: 'not my password',
      newPassword: 'a new long password',
    });
    expect(refused.statusCode).toBe(400);
    expect((await signIn(app, user.email)).statusCode).toBe(200);
  });

  it('ends every other session and token, whatever the page asked, and tells the address', async () => {
    const user = await signUp(app);
    const laptop = await signIn(app, user.email);
    const laptopSession = { email: user.email, cookie: sessionCookie(laptop.headers['set-cookie']) };
    const laptopToken = { token: await accessToken(app, laptopSession) };

    const changed = await changePassword(user.cookie, {
      currentPassword: 'correct horse battery',
      newPassword: 'a new long password',
      revokeOtherSessions: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const here = sessionCookie(changed.headers['set-cookie']);
    const stillHere = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: here },
    });
    expect(stillHere.json().user.email).toBe(user.email);

    const laptopNow = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: laptopSession.cookie },
    });
    expect(laptopNow.json()).toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(laptopToken) })).statusCode,
    ).toBe(401);
    expect((await signIn(app, user.email, 'a new long password')).statusCode).toBe(200);

    const told = await mailbox.waitFor(
      (mail) => mail.to === user.email && mail.subject === 'Your Second Gear password was changed',
    );
    expect(told.text).toContain('every other device was signed out');
    expect(told.text).not.toContain('a new long password');
  });
});
