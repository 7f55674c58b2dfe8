import type { FinanceGroup } from '@second-gear/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, type LedgerAccount } from './ledger.table.ts';

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

/** One period's sums from the books, in cents; `sellerNetCents` is what sellers' balances grew by in it. */
export interface PeriodSums {
  period: string;
  grossCents: number;
  feeCents: number;
  refundCents: number;
  transferredCents: number;
  sellerNetCents: number;
}

const cents = (value: unknown) => Number(value ?? 0);

export function createLedgerRepo(db: Executor) {
  return {
    /**
     * Writes a movement's lines unless they are already written; waits for a concurrent writer of the same key and
     * then writes nothing. Returns whether this call wrote them.
     */
    async insertMovement(lines: NewLedgerEntry[]): Promise<boolean> {
      const written = await db
        .insert(ledgerEntries)
        .values(lines)
        .onConflictDoNothing({ target: [ledgerEntries.movementKey, ledgerEntries.line] })
        .returning({ id: ledgerEntries.id });
      return written.length > 0;
    },

    /** The sums of each period from `start` (included) to `end` (excluded) in which anything was posted. */
    async periodSums(start: Date, end: Date, group: FinanceGroup): Promise<PeriodSums[]> {
      const format = group === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
      const result = await db.execute(sql`
        select to_char(date_trunc(${group}, ${ledgerEntries.at} at time zone 'UTC'), ${format}) as period,
          sum(${ledgerEntries.debitCents}) filter (where account = 'gateway' and kind = 'charge') as gross,
          sum(${ledgerEntries.creditCents} - ${ledgerEntries.debitCents})
            filter (where account = 'platform_fees') as fee,
          sum(${ledgerEntries.creditCents}) filter (where account = 'gateway' and kind = 'refund') as refund,
          sum(${ledgerEntries.creditCents}) filter (where account = 'gateway' and kind = 'transfer') as transferred,
          sum(${ledgerEntries.creditCents} - ${ledgerEntries.debitCents})
            filter (where account = 'seller_payable') as seller_net
        from ${ledgerEntries}
        where ${ledgerEntries.at} >= ${start} and ${ledgerEntries.at} < ${end}
        group by 1 order by 1`);
      return result.rows.map((row) => ({
        period: String(row.period),
        grossCents: cents(row.gross),
        feeCents: cents(row.fee),
        refundCents: cents(row.refund),
        transferredCents: cents(row.transferred),
        sellerNetCents: cents(row.seller_net),
      }));
    },

    /** The credits of one account in one movement, in cents (0 when the movement is not posted). */
    async creditsOf(movementKey: string, account: LedgerAccount): Promise<number> {
      const result = await db.execute(sql`
        select sum(${ledgerEntries.creditCents}) as credits from ${ledgerEntries}
        where ${ledgerEntries.movementKey} = ${movementKey} and ${ledgerEntries.account} = ${account}`);
      return cents(result.rows[0]?.credits);
    },

    /**
     * The books checked whole: how many movements there are, which do not balance (none, unless someone wrote around
     * the posting function and its commit check), the debits and credits of everything, each account's balance, and
     * what each seller is owed now.
     */
    async audit() {
      const totals = await db.execute(sql`
        select count(distinct ${ledgerEntries.movementKey}) as movements,
          coalesce(sum(${ledgerEntries.debitCents}), 0) as debits,
          coalesce(sum(${ledgerEntries.creditCents}), 0) as credits
        from ${ledgerEntries}`);
      const unbalanced = await db.execute(sql`
        select ${ledgerEntries.movementKey} as key from ${ledgerEntries} group by 1
        having sum(${ledgerEntries.debitCents}) <> sum(${ledgerEntries.creditCents}) order by 1`);
      const accounts = await db.execute(sql`
        select ${ledgerEntries.account} as account,
          sum(${ledgerEntries.debitCents} - ${ledgerEntries.creditCents}) as balance
        from ${ledgerEntries} group by 1 order by 1`);
      const owed = await db.execute(sql`
        select ${ledgerEntries.sellerId} as seller,
          sum(${ledgerEntries.creditCents} - ${ledgerEntries.debitCents}) as owed
        from ${ledgerEntries} where ${ledgerEntries.account} = 'seller_payable' group by 1`);
      const row = totals.rows[0]!;
      return {
        movements: cents(row.movements),
        debitCents: cents(row.debits),
        creditCents: cents(row.credits),
        unbalanced: unbalanced.rows.map((line) => String(line.key)),
        /** Each account's debits less its credits: what the gateway holds is positive, what is owed negative. */
        balances: Object.fromEntries(
          accounts.rows.map((line) => [String(line.account), cents(line.balance)]),
        ),
        owedBySeller: new Map(owed.rows.map((line) => [line.seller as string | null, cents(line.owed)])),
      };
    },

    /** What sellers were owed, all together, just before `at`. */
    async sellerBalanceBefore(at: Date): Promise<number> {
      const result = await db.execute(sql`
        select sum(${ledgerEntries.creditCents} - ${ledgerEntries.debitCents}) as balance
        from ${ledgerEntries}
        where ${ledgerEntries.account} = 'seller_payable' and ${ledgerEntries.at} < ${at}`);
      return cents(result.rows[0]?.balance);
    },

    /** The lines that moved what the marketplace owes one seller, oldest first: part of their data export. */
    sellerLines(sellerId: string) {
      return db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.account, 'seller_payable'), eq(ledgerEntries.sellerId, sellerId)))
        .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
    },
  };
}
