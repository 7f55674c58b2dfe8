import type { ExportedLedgerLine, FinanceQuery } from '@second-gear/contract';
import type { Database, Executor } from '../../db/client.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import { financeCsv, financeReport, reportBounds } from './finance-report.ts';
import { createLedgerRepo } from './ledger.repo.ts';
import type { LedgerAccount, LedgerKind } from './ledger.table.ts';
import { splitCharge } from './platform-fee.ts';

export type LedgerService = ReturnType<typeof createLedgerService>;

/** What a movement is about; kept on each of its lines. */
export interface MovementSubject {
  sellerId?: string | null;
  bookingId?: string | null;
  paymentId?: string | null;
  reservationId?: string | null;
}

/** A double-entry movement: lines whose debits equal their credits, named by a key unique to what caused it. */
export interface Movement extends MovementSubject {
  key: string;
  kind: LedgerKind;
  lines: { account: LedgerAccount; debitCents?: number; creditCents?: number }[];
}

/** Money that came in at the gateway, named by its cause (`payment:<id>`, `reservation:<id>`). */
export interface Charge extends MovementSubject {
  source: string;
  amountCents: number;
}

/** A movement that cannot be posted: a fault in the code posting it, never the user's. */
export class UnbalancedMovementError extends Error {}

const isCents = (value: number) => Number.isSafeInteger(value) && value > 0;

export function createLedgerService(deps: {
  db: Database;
  accounts: Pick<AccountsService, 'requireAdmin'>;
  clock: () => Date;
  feeBasisPoints: number;
}) {
  const { db, accounts, clock, feeBasisPoints } = deps;

  /**
   * Posts a movement in the caller's transaction, so it is written exactly when the change that caused it commits.
   * Posting a key again writes nothing. Returns whether this call wrote it.
   */
  async function post(tx: Executor, movement: Movement): Promise<boolean> {
    const { key, kind, lines, ...subject } = movement;
    const sides = lines.map((line) => [line.debitCents ?? 0, line.creditCents ?? 0] as const);
    const oneSided = sides.every(
      ([debit, credit]) => (isCents(debit) && credit === 0) || (debit === 0 && isCents(credit)),
    );
    const debits = sides.reduce((sum, [debit]) => sum + debit, 0);
    const credits = sides.reduce((sum, [, credit]) => sum + credit, 0);
    if (lines.length < 2 || !oneSided || debits !== credits) {
      throw new UnbalancedMovementError(
        `movement ${key} does not balance (debits ${debits}, credits ${credits})`,
      );
    }
    const at = clock();
    return createLedgerRepo(tx).insertMovement(
      lines.map((line, index) => ({
        movementKey: key,
        line: index + 1,
        kind,
        account: line.account,
        debitCents: line.debitCents ?? 0,
        creditCents: line.creditCents ?? 0,
        sellerId: subject.sellerId ?? null,
        bookingId: subject.bookingId ?? null,
        paymentId: subject.paymentId ?? null,
        reservationId: subject.reservationId ?? null,
        at,
      })),
    );
  }

  /** GET /admin/finance: the books by day or month between two days (UTC), every figure a sum of ledger rows. */
  async function report(caller: Principal, query: FinanceQuery) {
    await accounts.requireAdmin(caller);
    const { start, end } = reportBounds(query.from, query.to);
    // One snapshot, so the opening balance and the periods agree with each other.
    return db.transaction(
      async (tx) => {
        const books = createLedgerRepo(tx);
        const opening = await books.sellerBalanceBefore(start);
        return financeReport(opening, await books.periodSums(start, end, query.group));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * The usual movement: one amount from one account to another (debited `from`, credited `to`), named
   * `<kind>:<source>`, about what the charge is about.
   */
  function move(tx: Executor, kind: LedgerKind, charge: Charge, from: LedgerAccount, to: LedgerAccount) {
    const { source, amountCents, sellerId, bookingId, paymentId, reservationId } = charge;
    return post(tx, {
      key: `${kind}:${source}`,
      kind,
      sellerId,
      bookingId,
      paymentId,
      reservationId,
      lines: [
        { account: from, debitCents: amountCents },
        { account: to, creditCents: amountCents },
      ],
    });
  }

  return {
    /** The seller's lines of the books (what they were owed and paid): their data export. */
    async exportFor(sellerId: string): Promise<ExportedLedgerLine[]> {
      return (await createLedgerRepo(db).sellerLines(sellerId)).map((line) => ({
        kind: line.kind,
        bookingId: line.bookingId,
        debitCents: line.debitCents,
        creditCents: line.creditCents,
        at: line.at.toISOString(),
      }));
    },

    post,

    /**
     * A charge that paid for a sale: the money is at the gateway and owed to the seller, less the platform fee (the
     * fee a movement of its own, so a seller's account shows the price and the fee apart).
     */
    async postSale(tx: Executor, charge: Charge & { sellerId: string | null }): Promise<void> {
      const { feeCents } = splitCharge(charge.amountCents, feeBasisPoints);
      await move(tx, 'charge', charge, 'gateway', 'seller_payable');
      if (feeCents > 0)
        await move(tx, 'fee', { ...charge, amountCents: feeCents }, 'seller_payable', 'platform_fees');
    },

    /** A charge's shares at the marketplace's fee: what the seller is owed and what the marketplace keeps. */
    split: (amountCents: number) => splitCharge(amountCents, feeBasisPoints),

    /** The fee the books took of a charge when it was posted (0 when none was, or the charge is not posted yet). */
    feeOf: (tx: Executor, source: string) => createLedgerRepo(tx).creditsOf(`fee:${source}`, 'platform_fees'),

    /** A seller's share of a charge was transferred to their payout account: the marketplace no longer owes it. */
    postTransfer: (tx: Executor, transfer: Charge) =>
      move(tx, 'transfer', transfer, 'seller_payable', 'gateway'),

    /** A transfer taken back from the seller's account: the money is at the gateway again, owed to the seller. */
    postTransferReversal: (tx: Executor, transfer: Charge) =>
      move(
        tx,
        'reversal',
        { ...transfer, source: `transfer:${transfer.source}` },
        'gateway',
        'seller_payable',
      ),

    /**
     * A completed sale refunded: the fee taken of the charge is given back to the seller's account, and the whole
     * charge is then owed back to its buyer rather than to the seller (`postRefund` once the gateway has sent it).
     */
    async postSaleRefund(tx: Executor, charge: Charge & { feeCents: number }): Promise<void> {
      if (charge.feeCents > 0) {
        await move(
          tx,
          'reversal',
          { ...charge, source: `fee:${charge.source}`, amountCents: charge.feeCents },
          'platform_fees',
          'seller_payable',
        );
      }
      const { source, amountCents, sellerId, bookingId, paymentId, reservationId } = charge;
      await post(tx, {
        key: `refund-owed:${source}`,
        kind: 'refund',
        sellerId,
        bookingId,
        paymentId,
        reservationId,
        lines: [
          { account: 'seller_payable', debitCents: amountCents },
          { account: 'buyer_refunds', creditCents: amountCents },
        ],
      });
    },

    /** A charge that did not become a sale (the car went to another buyer): owed back to its buyer. */
    postChargeToRefund: (tx: Executor, charge: Charge) =>
      move(tx, 'charge', charge, 'gateway', 'buyer_refunds'),

    /** The gateway confirmed the refund of a charge owed back: the money has left. */
    postRefund: (tx: Executor, charge: Charge) => move(tx, 'refund', charge, 'buyer_refunds', 'gateway'),

    report,

    /** GET /admin/finance.csv: the same rows as a file named for its period. */
    async reportCsv(caller: Principal, query: FinanceQuery) {
      const { rows } = await report(caller, query);
      return { filename: `second-gear-finance-${query.from}-to-${query.to}.csv`, body: financeCsv(rows) };
    },
  };
}
