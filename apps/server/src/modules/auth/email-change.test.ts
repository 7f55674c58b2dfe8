import { describe, expect, it } from 'vitest';
import { bearer, sessionCookie, signedUpAccount, signIn, signUp } from '../../../test/sessions.ts';
import { buildTestApp, testPublicUrl } from '../../../test/test-app.ts';
import { createAccountsRepo } from '../accounts/accounts.repo.ts';

let now = new Date('2026-11-20T10:00:00Z').getTime();
const clock = () => new Date(now);
const { app, db, pool, mailbox } = await buildTestApp({ clock, adminEmails: ['chief@example.com'] });

const requestChange = (person: { token: string } | undefined, newEmail: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account/email-change',
    headers: bearer(person),
    payload: { newEmail },
  });

const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/api/account/email-change/confirm', payload: { token } });

/** The token of the newest change link sent to `email`, as the SMTP server received it. */
async function linkTokenTo(email: string): Promise<string> {
  const mail = await mailbox.waitFor(
    (received) => received.to === email && received.subject === 'Confirm your new e-mail for Second Gear',
  );
  const token = /\/confirm-email\?token=([\w%-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in:\n${mail.text}`);
  return decodeURIComponent(token);
}

/** Whether `email` is an administrator, as `asker` (that address's own session, or an administrator's) is told. */
const isAdmin = async (email: string, asker: { cookie: string }) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/${email}`,
    headers: { cookie: asker.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().isAdmin as boolean;
};
const signedInAs = async (email: string) => ({
  cookie: sessionCookie((await signIn(app, email)).headers['set-cookie']),
});

describe('changing the e-mail address', () => {
  it('changes nothing until the link sent to the new address is followed, then moves the account', async () => {
    const seller = await signedUpAccount(app, 'seller', { email: 'old-address@example.com' });
    const asked = await requestChange(seller, 'New-Address@Example.com');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().message).toContain('new-address@example.com');
    const token = await linkTokenTo('new-address@example.com');
    expect((await signIn(app, 'old-address@example.com')).statusCode).toBe(200);
    expect((await signIn(app, 'new-address@example.com')).statusCode).toBe(401);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'new-address@example.com' });

    // Every session and access token of the old address ended; the new address signs in, verified.
    const oldToken = await app.inject({ method: 'GET', url: '/api/accounts/me', headers: bearer(seller) });
    expect(oldToken.statusCode).toBe(401);
    const signedIn = await signIn(app, 'new-address@example.com');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: 'new-address@example.com', emailVerified: true });
    expect((await signIn(app, 'old-address@example.com')).statusCode).toBe(401);
    // The marketplace account came along.
    const role = await app.inject({
      method: 'GET',
      url: '/api/seller/new-address@example.com',
      headers: { cookie: sessionCookie(signedIn.headers['set-cookie']) },
    });
    expect(role.json()).toEqual({ isSeller: true });
    expect(await createAccountsRepo(db).byEmail('old-address@example.com')).toBeUndefined();

    // The old address is told, through the outbox.
    const told = await mailbox.waitFor(
      (received) =>
        received.to === 'old-address@example.com' &&
        received.subject === 'Your Second Gear e-mail address was changed',
    );
    expect(told.text).toContain('new-address@example.com');
    const outbox = await pool.query(
      "select 1 from mail_messages where recipient = 'old-address@example.com' and kind = 'email-changed'",
    );
    expect(outbox.rowCount).toBe(1);
  });

  it('a link works once, and not after an hour', async () => {
    const person = await signedUpAccount(app, 'buyer');
    await requestChange(person, 'once@example.com');
    const token = await linkTokenTo('once@example.com');
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'BAD_REQUEST',
      message: expect.stringContaining('one hour'),
    });

    const late = await signedUpAccount(app, 'buyer');
    await requestChange(late, 'too-late@example.com');
    const lateToken = await linkTokenTo('too-late@example.com');
    now += 60 * 60 * 1000 + 1000;
    expect((await confirm(lateToken)).statusCode).toBe(400);
    expect((await signIn(app, late.email)).statusCode).toBe(200);
    expect((await confirm('made-up-token')).statusCode).toBe(400);
  });

  it('answers alike for a taken address, sends it nothing, and refuses a link whose address was taken since', async () => {
    const owner = await signUp(app, { email: 'taken@example.com' });
    const person = await signedUpAccount(app, 'buyer');
    const free = await requestChange(person, 'still-free@example.com');
    const taken = await requestChange(person, owner.email);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
    const linkToFree = await linkTokenTo('still-free@example.com');
    const toTaken = await pool.query(
      "select 1 from mail_messages where recipient = 'taken@example.com' and kind = 'email-change'",
    );
    expect(toTaken.rowCount).toBe(0);

    await signUp(app, { email: 'still-free@example.com' });
    const refused = await confirm(linkToFree);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'CONFLICT' });
    expect((await signIn(app, person.email)).statusCode).toBe(200);
  });

  it('refuses the same address, a malformed one, and a caller without an access token', async () => {
    const person = await signedUpAccount(app, 'buyer');
    expect((await requestChange(person, person.email)).statusCode).toBe(400);
    expect((await requestChange(person, 'not an address')).statusCode).toBe(400);
    expect((await requestChange(undefined, 'someone-new@example.com')).statusCode).toBe(401);
  });

  it('ADMIN_EMAILS follows the address the account holds, and a grant moves with its person', async () => {
    const person = await signedUpAccount(app, 'buyer');
    expect(await isAdmin(person.email, person)).toBe(false);
    await requestChange(person, 'chief@example.com');
    // Asking is not holding.
    expect(await isAdmin(person.email, person)).toBe(false);
    await confirm(await linkTokenTo('chief@example.com'));
    const chief = await signedInAs('chief@example.com');
    expect(await isAdmin('chief@example.com', chief)).toBe(true);

    const granted = await signedUpAccount(app, 'seller');
    await createAccountsRepo(db).grantAdmin(granted.email);
    await requestChange(granted, 'granted-moved@example.com');
    await confirm(await linkTokenTo('granted-moved@example.com'));
    expect(await isAdmin('granted-moved@example.com', await signedInAs('granted-moved@example.com'))).toBe(
      true,
    );
    // Whoever signs up with the old address later is nobody special.
    expect(await isAdmin(granted.email, chief)).toBe(false);
  });

  it('is offered over the API with the caller proven by an access token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/email-change',
      headers: { origin: testPublicUrl },
      payload: { newEmail: 'anonymous@example.com' },
    });
    expect(response.statusCode).toBe(401);
  });
});
