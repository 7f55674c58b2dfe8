import { describe, expect, it } from 'vitest';
import { buildTestApp, testPublicUrl } from '../../../test/test-app.ts';
import { accessToken, bearer, sessionCookie, signIn, signUp } from '../../../test/sessions.ts';
import type { ReceivedMail } from '../../../test/stand-ins/smtp.ts';

const { app, pool, mailbox } = await buildTestApp();

const requestReset = (email: string, address = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: testPublicUrl },
    remoteAddress: address,
    payload: { email },
  });

const resetPassword = (token: string, newPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: testPublicUrl },
    payload: { token, newPassword },
  });

const tokenIn = (mail: ReceivedMail) => {
  const link = /http:\/\/localhost:5000\/reset-password\?token=([\w-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  expect(mail.html).toContain(`/reset-password?token=${link![1]}`);
  return link![1]!;
};

const resetMailsTo = (email: string) =>
  mailbox.received.filter((mail) => mail.to === email && mail.subject === 'Reset your Second Gear password');

async function resetMail(email: string, address?: string) {
  const before = resetMailsTo(email).length;
  expect((await requestReset(email, address)).statusCode).toBe(200);
  await expect.poll(() => resetMailsTo(email).length).toBe(before + 1);
  return resetMailsTo(email).at(-1)!;
}

describe('password reset', () => {
  it('e-mails a one-hour link; the new password signs in and ends every other session and token', async () => {
    const user = await signUp(app);
    const otherDevice = { email: user.email, token: await accessToken(app, user) };
    const mail = await resetMail(user.email);
    expect(mail.subject).toBe('Reset your Second Gear password');
    expect(mail.text).toContain('within one hour');
    expect(mail.listUnsubscribe).toBeUndefined();

    const reset = await resetPassword(tokenIn(mail), 'a brand new secret');
    expect(reset.statusCode).toBe(200);
    const cookie = sessionCookie(reset.headers['set-cookie']);
    expect(cookie).toMatch(/session_token=/);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.email).toBe(user.email);

    const oldSession = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    expect(oldSession.json()).toBeNull();
    const oldToken = await app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: bearer(otherDevice),
    });
    expect(oldToken.statusCode).toBe(401);
    expect((await signIn(app, user.email)).statusCode).toBe(401);
    expect((await signIn(app, user.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses a token used twice, an expired one, a tampered one, and knows whose each is', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const aliceToken = tokenIn(await resetMail(alice.email));
    const bobToken = tokenIn(await resetMail(bob.email));

    expect((await resetPassword(aliceToken, 'alice new password')).statusCode).toBe(200);
    const reused = await resetPassword(aliceToken, 'alice other password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid token/i);

    const tampered = await resetPassword(
      `${bobToken.slice(0, -1)}${bobToken.endsWith('a') ? 'b' : 'a'}`,
      'x'.repeat(12),
    );
    expect(tampered.statusCode).toBe(400);

    // Bob's token changes Bob's password, never the account of whoever sends it.
    expect((await resetPassword(bobToken, 'bob new password')).statusCode).toBe(200);
    expect((await signIn(app, bob.email, 'bob new password')).statusCode).toBe(200);
    expect((await signIn(app, alice.email, 'bob new password')).statusCode).toBe(401);

    const carol = await signUp(app);
    const carolToken = tokenIn(await resetMail(carol.email));
    // An hour has passed: the token's expiry is now behind us.
    await pool.query(
      `update auth_verifications set expires_at = now() - interval '1 second' where identifier = $1`,
      [`reset-password:${carolToken}`],
    );
    expect((await resetPassword(carolToken, 'carol new password')).statusCode).toBe(400);
    expect((await signIn(app, carol.email)).statusCode).toBe(200);
  });

  it('answers the same for an unknown address, after the same outbox write, and sends it nothing', async () => {
    const known = await signUp(app);
    const answerKnown = await requestReset(known.email, '10.0.0.2');
    const answerUnknown = await requestReset('Nobody-Here@example.com', '10.0.0.2');
    expect(answerUnknown.statusCode).toBe(answerKnown.statusCode);
    expect(answerUnknown.body).toBe(answerKnown.body);
    // Both rows and their jobs are committed by the time the answers come.
    const outbox = async (recipient: string) =>
      (
        await pool.query(
          `select m.kind, count(j.id)::int as jobs from mail_messages m
             left join pgboss.job j on j.data->>'id' = m.id::text
           where m.recipient = $1 and m.kind like 'password-reset%' group by m.kind`,
          [recipient],
        )
      ).rows;
    expect(await outbox(known.email)).toEqual([{ kind: 'password-reset', jobs: 1 }]);
    expect(await outbox('nobody-here@example.com')).toEqual([{ kind: 'password-reset-no-account', jobs: 1 }]);

    // The unknown address's job runs and finishes, sending nothing.
    await mailbox.waitFor((mail) => mail.to === known.email);
    const jobStates = async () =>
      (
        await pool.query(
          `select j.state from pgboss.job j join mail_messages m on j.data->>'id' = m.id::text
           where m.recipient = 'nobody-here@example.com'`,
        )
      ).rows;
    await expect.poll(jobStates).toEqual([{ state: 'completed' }]);
    expect(mailbox.received.filter((mail) => mail.to === 'nobody-here@example.com')).toEqual([]);
  });

  it('limits reset e-mails per address (silently) and requests per client address (429)', async () => {
    const user = await signUp(app);
    for (let i = 0; i < 5; i++) {
      expect((await requestReset(user.email, `10.1.0.${i}`)).statusCode).toBe(200);
    }
    await mailbox.waitFor((mail) => mail.to === user.email);
    const { rows } = await pool.query(
      `select count(*)::int as n from mail_messages where recipient = $1 and kind = 'password-reset'`,
      [user.email],
    );
    expect(rows[0].n).toBe(3);

    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await requestReset(`someone-${i}@example.com`, '10.2.0.1')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
