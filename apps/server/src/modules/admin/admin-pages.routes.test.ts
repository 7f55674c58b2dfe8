import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createCar, createCarModel } from '../../../test/builders.ts';
import { signedUpAccount } from '../../../test/sessions.ts';
import { buildTestApp } from '../../../test/test-app.ts';

const { app, db, pool } = await buildTestApp({ adminEmails: ['boss@example.com'] });
let boss: Awaited<ReturnType<typeof signedUpAccount>>;
const buyerCount = 123;
const reportedCount = 57;

beforeAll(async () => {
  boss = await signedUpAccount(app, 'buyer', { email: 'boss@example.com' });
  // Accounts that joined in the same instant too: the page boundary must neither skip nor repeat them.
  const sameInstant = new Date('2026-03-01T12:00:00.123456Z');
  for (let index = 0; index < buyerCount; index += 1) {
    await createAccount(db, {
      accountStatus: 'buyer',
      username: index === 7 ? 'Zoë 100%_Match' : `Buyer ${String(index).padStart(3, '0')}`,
      userEmail: `buyer-${String(index).padStart(3, '0')}@example.com`,
      ...(index >= 45 && index < 55 ? { createdAt: sameInstant } : {}),
    });
  }
  const seller = await createAccount(db, { accountStatus: 'seller' });
  const modelId = (await createCarModel(db, 'Roadster')).id;
  const reporters = (
    await pool.query<{ id: string }>(`select id from accounts where account_status = 'buyer'`)
  ).rows;
  for (let index = 0; index < reportedCount; index += 1) {
    const car = await createCar(db, { sellerId: seller.id, modelId });
    // Counts from 1 to 3, and several cars reported at the same instant.
    for (const reporter of reporters.slice(0, 1 + (index % 3))) {
      await pool.query(`insert into reports (car_id, reporter_id, created_at) values ($1, $2, $3)`, [
        car.id,
        reporter.id,
        new Date(Date.UTC(2026, 2, 1, 12, 0, index % 5)),
      ]);
    }
  }
});

const bearer = () => ({ authorization: `Bearer ${boss.token}` });

/** Follows the Link rel="next" headers from `url` to the end; returns the pages' rows and sizes. */
async function everyPage(method: 'GET' | 'POST', url: string) {
  const rows: { _id: string; username?: string }[] = [];
  const sizes: number[] = [];
  let next: string | undefined = url;
  while (next) {
    const response = await app.inject({
      method,
      url: next,
      headers: bearer(),
      ...(method === 'POST' ? { payload: { email: boss.email } } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ _id: string; username?: string }[]>();
    rows.push(...page);
    sizes.push(page.length);
    const link = response.headers.link as string | undefined;
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : undefined;
  }
  return { rows, sizes };
}

describe('administrators’ lists, 50 at a time', () => {
  it('pages All Buyer oldest first with Link rel="next", every buyer exactly once', async () => {
    const { rows, sizes } = await everyPage('POST', '/api/buyers');
    const all = await pool.query<{ id: string }>(
      `select id from accounts where account_status = 'buyer' order by created_at, id`,
    );
    expect(sizes).toEqual([50, 50, buyerCount + 1 - 100]);
    expect(rows.map((row) => row._id)).toEqual(all.rows.map((row) => row.id));
  });

  it('answers the specification’s call with an array of the first 50', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/buyers',
      headers: bearer(),
      payload: { email: boss.email },
    });
    expect(response.json()).toHaveLength(50);
    expect(response.headers.link).toMatch(/^<\/api\/buyers\?after=[\w-]+>; rel="next"$/);
  });

  it('finds buyers by part of the name or the e-mail address, in any case, % and _ taken literally', async () => {
    const byName = await everyPage('POST', `/api/buyers?q=${encodeURIComponent('zoË 100%_m')}`);
    expect(byName.rows.map((row) => row.username)).toEqual(['Zoë 100%_Match']);
    const byEmail = await everyPage('POST', '/api/buyers?q=BUYER-11');
    expect(byEmail.rows.map((row) => row.username)).toEqual([
      'Buyer 110',
      'Buyer 111',
      'Buyer 112',
      'Buyer 113',
      'Buyer 114',
      'Buyer 115',
      'Buyer 116',
      'Buyer 117',
      'Buyer 118',
      'Buyer 119',
    ]);
    expect((await everyPage('POST', '/api/buyers?q=%25')).rows.map((row) => row.username)).toEqual([
      'Zoë 100%_Match',
    ]);
    const matchesEveryone = await everyPage('POST', '/api/buyers?q=buyer');
    expect(matchesEveryone.sizes).toEqual([50, 50, buyerCount - 100]);
  });

  it('pages Reported Items most reported first, every reported car exactly once', async () => {
    const { rows, sizes } = await everyPage('GET', '/api/reportedItems');
    expect(sizes).toEqual([50, reportedCount - 50]);
    expect(new Set(rows.map((row) => row._id)).size).toBe(reportedCount);
    const counts = rows.map((row) => (row as unknown as { reportCount: number }).reportCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('refuses a list position it did not give with a 400', async () => {
    for (const after of ['not-a-cursor', Buffer.from('["x","y"]').toString('base64url'), 'W10']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/reportedItems?after=${after}`,
        headers: bearer(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: expect.stringContaining('first page'),
      });
    }
    const buyers = await app.inject({
      method: 'POST',
      url: '/api/buyers?after=not-a-cursor',
      headers: bearer(),
      payload: { email: boss.email },
    });
    expect(buyers.statusCode).toBe(400);
  });
});
