import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/builders.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { fileReport, type FiledReport } from './reports.ts';

const { db, pool } = await buildTestApp();

/** Files a report of `accountId` by `reporterId` through the accounts' table, telling `heard` of new ones. */
const reportOf = (
  accountId: string,
  reporterId: string,
  onReport: (report: FiledReport) => Promise<void>,
  note?: string,
) =>
  fileReport(
    db,
    { kind: 'user', targetId: accountId },
    { reason: 'scam', note },
    (tx, stored) =>
      createAccountsRepo(tx).reportUser({ accountId, reporterId, ...stored, createdAt: new Date() }),
    async (tx, report) => {
      // Inside the report's transaction: the report is there to see.
      const seen = await tx.execute(sql`select 1 from user_reports where account_id = ${accountId}`);
      expect(seen.rows).toHaveLength(1);
      await onReport(report);
    },
  );

describe('fileReport', () => {
  it('tells onReport of a new report once, in its transaction, and answers null for a repeat', async () => {
    const [reported, reporter] = await Promise.all([createAccount(db), createAccount(db)]);
    const heard: FiledReport[] = [];
    const hear = async (report: FiledReport) => void heard.push(report);
    const expected = { kind: 'user', targetId: reported.id, reason: 'scam', note: 'Fake escrow site' };
    expect(await reportOf(reported.id, reporter.id, hear, 'Fake escrow site')).toEqual(expected);
    expect(await reportOf(reported.id, reporter.id, hear, 'Again')).toBeNull();
    expect(heard).toEqual([expected]);
  });

  it('files nothing when onReport fails: the two commit together', async () => {
    const [reported, reporter] = await Promise.all([createAccount(db), createAccount(db)]);
    const failing = async () => {
      throw new Error('the queue refused it');
    };
    await expect(reportOf(reported.id, reporter.id, failing)).rejects.toThrow('the queue refused it');
    const rows = await pool.query('select 1 from user_reports where account_id = $1', [reported.id]);
    expect(rows.rowCount).toBe(0);
  });
});
