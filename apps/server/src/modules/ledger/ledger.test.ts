import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postgresCode } from '../../db/client.ts';
import { expectLedgerBalanced, ledgerLinesOf } from '../../../test/ledger.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createLedgerService, UnbalancedMovementError, type Movement } from './ledger.service.ts';

const { db, pool } = await buildTestApp();
let now: Date | undefined;
const ledger = createLedgerService({
  db,
  accounts: { requireAdmin: async () => undefined },
  clock: () => now ?? new Date(),
  feeBasisPoints: 1_000,
});
const admin = { userId: 'admin', email: 'books@example.com', name: 'Books' };

const sale = (source: string, amountCents = 10_000): Movement => ({
  key: `charge:${source}`,
  kind: 'charge',
  sellerId: randomUUID(),
  lines: [
    { account: 'gateway', debitCents: amountCents },
    { account: 'seller_payable', creditCents: amountCents },
  ],
});
const lineCount = async () => (await pool.query('select count(*)::int as n from ledger_entries')).rows[0].n;
const sqlState = async (work: Promise<unknown>) => work.then(() => 'committed', postgresCode);

describe('the ledger', () => {
  it('writes a movement once: the same key again writes nothing', async () => {
    const source = `payment:${randomUUID()}`;
    expect(await db.transaction((tx) => ledger.post(tx, sale(source)))).toBe(true);
    expect(await db.transaction((tx) => ledger.post(tx, sale(source)))).toBe(false);
    expect(await ledgerLinesOf(pool, source)).toEqual([
      expect.objectContaining({ account: 'gateway', debitCents: 10_000, creditCents: 0 }),
      expect.objectContaining({ account: 'seller_payable', debitCents: 0, creditCents: 10_000 }),
    ]);
    await expectLedgerBalanced(pool);
  });

  it('writes a movement once when two servers post it at the same moment', async () => {
    const source = `payment:${randomUUID()}`;
    const before = await lineCount();
    const written = await Promise.all(
      [1, 2].map(() =>
        db.transaction(async (tx) => {
          const wrote = await ledger.post(tx, sale(source));
          // Both transactions hold their insert open together before either commits.
          await tx.execute('select pg_sleep(0.2)');
          return wrote;
        }),
      ),
    );
    expect(written.sort()).toEqual([false, true]);
    expect(await lineCount()).toBe(before + 2);
    await expectLedgerBalanced(pool);
  });

  it('writes nothing when the change that caused it rolls back', async () => {
    const source = `payment:${randomUUID()}`;
    await expect(
      db.transaction(async (tx) => {
        await ledger.post(tx, sale(source));
        throw new Error('the sale failed');
      }),
    ).rejects.toThrow('the sale failed');
    expect(await ledgerLinesOf(pool, source)).toEqual([]);
  });

  it('refuses an unbalanced movement before writing it', async () => {
    const source = `payment:${randomUUID()}`;
    const lopsided: Movement = {
      key: `charge:${source}`,
      kind: 'charge',
      lines: [
        { account: 'gateway', debitCents: 10_000 },
        { account: 'seller_payable', creditCents: 9_999 },
      ],
    };
    const oneLine: Movement = { ...lopsided, lines: [{ account: 'gateway', debitCents: 1 }] };
    const fraction: Movement = {
      ...lopsided,
      lines: [
        { account: 'gateway', debitCents: 0.5 },
        { account: 'seller_payable', creditCents: 0.5 },
      ],
    };
    for (const movement of [lopsided, oneLine, fraction]) {
      await expect(db.transaction((tx) => ledger.post(tx, movement))).rejects.toThrow(
        UnbalancedMovementError,
      );
    }
    expect(await ledgerLinesOf(pool, source)).toEqual([]);
  });

  it('refuses at commit a movement written around the posting function that does not balance', async () => {
    const key = `charge:payment:${randomUUID()}`;
    const insert = (line: number, account: string, debit: number, credit: number) =>
      `insert into ledger_entries (movement_key, line, kind, account, debit_cents, credit_cents, at)
       values ('${key}', ${line}, 'charge', '${account}', ${debit}, ${credit}, now())`;
    const unbalanced = db.transaction(async (tx) => {
      await tx.execute(insert(1, 'gateway', 10_000, 0));
      await tx.execute(insert(2, 'seller_payable', 0, 9_000));
    });
    expect(await sqlState(unbalanced)).toBe('23514');
    expect((await pool.query('select 1 from ledger_entries where movement_key = $1', [key])).rowCount).toBe(
      0,
    );
    await expectLedgerBalanced(pool);
  });

  it('is append-only: changing, deleting or emptying its lines is refused', async () => {
    const source = `payment:${randomUUID()}`;
    await db.transaction((tx) => ledger.post(tx, sale(source)));
    const key = `charge:${source}`;
    expect(
      await sqlState(pool.query('update ledger_entries set debit_cents = 1 where movement_key = $1', [key])),
    ).toBe('23001');
    expect(await sqlState(pool.query('delete from ledger_entries where movement_key = $1', [key]))).toBe(
      '23001',
    );
    expect(await sqlState(pool.query('truncate ledger_entries'))).toBe('23001');
    expect(await ledgerLinesOf(pool, source)).toHaveLength(2);
  });
});

describe('the finance report', () => {
  it('groups by UTC day and month, and counts what sellers were owed before the range in pending', async () => {
    const at = async (iso: string, source: string, amountCents: number) => {
      now = new Date(iso);
      await db.transaction((tx) => ledger.postSale(tx, { source, sellerId: randomUUID(), amountCents }));
    };
    // Before the range, then late on 31 January UTC (already 1 February east of it), then in February.
    await at('1999-12-31T12:00:00Z', 'payment:before', 1_000);
    await at('2000-01-31T23:30:00Z', 'payment:january', 10_000);
    await at('2000-02-01T00:30:00Z', 'payment:february', 2_005);
    now = undefined;
    const byDay = await ledger.report(admin, { from: '2000-01-01', to: '2000-02-29', group: 'day' });
    expect(byDay.rows).toEqual([
      {
        period: '2000-01-31',
        grossCents: 10_000,
        feeCents: 1_000,
        refundCents: 0,
        transferredCents: 0,
        pendingCents: 9_900,
      },
      // 10 % of $20.05 is 200.5 cents: rounded up to 201.
      {
        period: '2000-02-01',
        grossCents: 2_005,
        feeCents: 201,
        refundCents: 0,
        transferredCents: 0,
        pendingCents: 11_704,
      },
    ]);
    const byMonth = await ledger.report(admin, { from: '2000-01-01', to: '2000-02-29', group: 'month' });
    expect(byMonth.rows.map((row) => [row.period, row.grossCents, row.pendingCents])).toEqual([
      ['2000-01', 10_000, 9_900],
      ['2000-02', 2_005, 11_704],
    ]);
    expect(byMonth.totals).toEqual({
      grossCents: 12_005,
      feeCents: 1_201,
      refundCents: 0,
      transferredCents: 0,
      pendingCents: 11_704,
    });
    const january = await ledger.report(admin, { from: '2000-01-31', to: '2000-01-31', group: 'day' });
    expect(january.rows.map((row) => row.period)).toEqual(['2000-01-31']);
    await expectLedgerBalanced(pool);
  });
});
