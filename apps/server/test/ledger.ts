import type pg from 'pg';
import { expect } from 'vitest';

/** One line of the books as tests read it, amounts as numbers of cents. */
export interface LedgerLine {
  movementKey: string;
  kind: string;
  account: string;
  sellerId: string | null;
  debitCents: number;
  creditCents: number;
}

/** Every movement in the books balances (debits = credits), and so do the books as a whole. */
export async function expectLedgerBalanced(pool: pg.Pool) {
  const unbalanced = await pool.query(`
    select movement_key, sum(debit_cents)::text as debits, sum(credit_cents)::text as credits
      from ledger_entries group by movement_key having sum(debit_cents) <> sum(credit_cents)`);
  expect(unbalanced.rows, 'movements whose debits differ from their credits').toEqual([]);
  const total = await pool.query(`
    select coalesce(sum(debit_cents), 0)::text as debits, coalesce(sum(credit_cents), 0)::text as credits
      from ledger_entries`);
  expect(total.rows[0].debits, 'all debits against all credits').toBe(total.rows[0].credits);
}

/** The lines of the movements whose key ends with `source` (`payment:<id>`, `reservation:<id>`), in order. */
export async function ledgerLinesOf(pool: pg.Pool, source: string): Promise<LedgerLine[]> {
  const result = await pool.query(
    `select movement_key as "movementKey", kind, account, seller_id as "sellerId",
            debit_cents::int as "debitCents", credit_cents::int as "creditCents"
       from ledger_entries where movement_key like '%:' || $1 order by id`,
    [source],
  );
  return result.rows;
}

/** A seller's balance in one account of the books, in cents: by default what they are owed now (`seller_payable`). */
export async function owedToSeller(
  pool: pg.Pool,
  sellerId: string,
  account = 'seller_payable',
): Promise<number> {
  const result = await pool.query(
    `select coalesce(sum(credit_cents - debit_cents), 0) as owed from ledger_entries
      where account = $2 and seller_id = $1`,
    [sellerId, account],
  );
  return Number(result.rows[0].owed);
}
