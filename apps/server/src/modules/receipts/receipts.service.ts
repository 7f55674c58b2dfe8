import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import { hasReceipt } from '../bookings/booking-states.ts';
import { splitCharge } from '../ledger/platform-fee.ts';
import type { MailAttachment } from '../mail/mail.table.ts';
import type { PayoutsService } from '../payouts/payouts.service.ts';
import { receiptPdf, type ReceiptCharge, type ReceiptData } from './receipt-pdf.ts';
import { createReceiptsRepo } from './receipts.repo.ts';
import { statementPdf } from './statement-pdf.ts';

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

/** A charge before the books are read: the money, where it came from, and when it was taken if the books don't say. */
interface Source {
  /** How the books name it: `payment:<id>` or `reservation:<id>`. */
  source: string;
  kind: ReceiptCharge['kind'];
  transactionId: string;
  amountCents: number;
  takenAt: Date;
}

/** The first eight characters of the booking's id: enough to tell a buyer's receipts apart, short enough to read. */
const shortId = (bookingId: string) => bookingId.slice(0, 8).toUpperCase();

export const receiptFilename = (bookingId: string) =>
  `second-gear-receipt-${shortId(bookingId).toLowerCase()}.pdf`;

export function createReceiptsService(deps: {
  db: Database;
  accounts: Pick<AccountsService, 'accountOf' | 'isAdmin' | 'languageOf'>;
  payouts: Pick<PayoutsService, 'transferFor'>;
  /** The platform fee a charge the books have not posted yet will be split with. */
  feeBasisPoints: number;
}) {
  const { db, accounts, payouts, feeBasisPoints } = deps;

  /**
   * Each charge with its fee and date from the books. A reservation's deposit is posted when the gateway has captured
   * it, a moment after the sale: until then its fee is the one the books will post.
   */
  async function withFees(executor: Executor, sources: Source[]): Promise<ReceiptCharge[]> {
    const lines = await createReceiptsRepo(executor).movements(
      sources.flatMap(({ source }) => [`charge:${source}`, `fee:${source}`]),
    );
    return sources.map(({ source, kind, transactionId, amountCents, takenAt }) => {
      const charge = lines.find((line) => line.key === `charge:${source}`);
      const feeCents = charge
        ? lines
            .filter((line) => line.key === `fee:${source}` && line.account === 'platform_fees')
            .reduce((sum, line) => sum + line.creditCents, 0)
        : splitCharge(amountCents, feeBasisPoints).feeCents;
      return { kind, transactionId, amountCents, feeCents, at: charge?.at ?? takenAt };
    });
  }

  /** What the booking's receipt says, read through `executor` (a sale's own transaction sees its sale). */
  async function receiptData(executor: Executor, bookingId: string): Promise<ReceiptData | undefined> {
    const repo = createReceiptsRepo(executor);
    const found = await repo.booking(bookingId);
    if (!found || !hasReceipt(found.booking.paymentStatus)) return undefined;
    const { booking } = found;
    const charged = await repo.chargedPayments(booking.id);
    // A sale's payment; or, when the sale was never made or was undone, the payments that were given back.
    const completed = charged.filter((payment) => payment.status === 'completed');
    const sources: Source[] = [];
    for (const payment of completed.length > 0 ? completed : charged) {
      const deposit = payment.reservationId
        ? await repo.convertedReservation(payment.reservationId)
        : undefined;
      if (deposit) {
        sources.push({
          source: `reservation:${deposit.id}`,
          kind: 'deposit',
          transactionId: deposit.intentId,
          amountCents: deposit.amountCents,
          takenAt: deposit.activatedAt ?? deposit.createdAt,
        });
      }
      sources.push({
        source: `payment:${payment.id}`,
        kind: deposit ? 'rest' : 'payment',
        transactionId: payment.intentId,
        amountCents: payment.amountCents,
        takenAt: payment.updatedAt,
      });
    }
    if (sources.length === 0) return undefined;
    const charges = await withFees(executor, sources);
    return {
      number: `SG-${shortId(booking.id)}`,
      issuedAt: charges[charges.length - 1]!.at,
      buyer: { name: booking.username, email: booking.email },
      seller: found.sellerName ? { name: found.sellerName } : null,
      car: { name: booking.productName, model: booking.carModel, vin: found.vin },
      charges,
      refund:
        booking.paymentStatus === 'refunded' && booking.refundedAt
          ? {
              amountCents: booking.refundedCents ?? 0,
              at: booking.refundedAt,
              reason: booking.refundReason,
            }
          : null,
    };
  }

  return {
    /**
     * GET /bookings/{id}/receipt.pdf: the receipt of a paid (or since refunded) booking, for its buyer and for
     * administrators; anyone else is told there is no such booking.
     */
    async receipt(caller: Principal, bookingId: string) {
      const [account, admin, found] = await Promise.all([
        accounts.accountOf(caller),
        accounts.isAdmin(caller.email),
        createReceiptsRepo(db).booking(bookingId),
      ]);
      const own = Boolean(account && found?.booking.buyerId === account.id);
      if (!found || (!own && !admin)) throw new NotFoundError('There is no such booking of yours.');
      const data = await receiptData(db, bookingId);
      if (!data) {
        throw new ConflictError(
          `${found.booking.productName} has not been paid for, so there is no receipt yet. Find Pay in My orders.`,
        );
      }
      // In its reader's language: the buyer's, or the administrator's who opens it.
      const language = (await accounts.languageOf(db, caller.email)) ?? 'en';
      return { filename: receiptFilename(bookingId), body: await receiptPdf(data, language) };
    },

    /**
     * GET /payouts/{id}/statement.pdf: one transfer of a sale's money to its seller, for that seller and for
     * administrators; anyone else is told there is no such payout.
     */
    async statement(caller: Principal, transferId: string) {
      const transfer = await payouts.transferFor(caller, transferId);
      const repo = createReceiptsRepo(db);
      const [found, seller] = await Promise.all([
        repo.booking(transfer.bookingId),
        repo.account(transfer.sellerId),
      ]);
      const language = (await accounts.languageOf(db, caller.email)) ?? 'en';
      const body = await statementPdf(
        {
          number: `ST-${shortId(transfer.id)}`,
          issuedAt: transfer.endedAt ?? transfer.sentAt ?? transfer.createdAt,
          seller: seller ? { name: seller.username, email: seller.userEmail } : null,
          car: { name: transfer.productName, vin: found?.vin ?? null },
          grossCents: transfer.grossCents,
          feeCents: transfer.feeCents,
          transferredCents: transfer.amountCents,
          transfer: {
            id: transfer.stripeTransferId,
            at: transfer.sentAt ?? transfer.createdAt,
            state: transfer.state,
          },
        },
        language,
      );
      return { filename: `second-gear-statement-${shortId(transfer.id).toLowerCase()}.pdf`, body };
    },

    /** Inside a sale's transaction: the receipt as an e-mail attachment, or nothing for a booking not paid. */
    async attachment(tx: Executor, bookingId: string): Promise<MailAttachment | undefined> {
      const data = await receiptData(tx, bookingId);
      if (!data) return undefined;
      // Sent to the buyer: in their language.
      const language = (await accounts.languageOf(tx, data.buyer.email)) ?? 'en';
      return {
        filename: receiptFilename(bookingId),
        contentType: 'application/pdf',
        content: (await receiptPdf(data, language)).toString('base64'),
        encoding: 'base64',
      };
    },
  };
}
