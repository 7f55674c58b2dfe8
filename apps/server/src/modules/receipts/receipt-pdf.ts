import { formatCents } from '../../lib/money.ts';
import { formatPostDate } from '../../lib/time.ts';
import { renderPaper } from './pdf-paper.ts';

/** One card charge towards the price: a reservation's deposit, or the payment of the rest (or of all of it). */
export interface ReceiptCharge {
  description: string;
  /** The gateway's payment intent id: the transaction id the buyer's bank statement and the payment page show. */
  transactionId: string;
  amountCents: number;
  /** The marketplace's fee within this charge (part of it, never added to it). */
  feeCents: number;
  at: Date;
}

/** Everything a buyer's receipt says. */
export interface ReceiptData {
  /** "SG-1A2B3C4D": the booking's, so the same booking always has the same receipt number. */
  number: string;
  issuedAt: Date;
  buyer: { name: string; email: string };
  /** Null once the seller's account is gone. */
  seller: { name: string } | null;
  car: { name: string; model: string; vin: string | null };
  charges: ReceiptCharge[];
  refund: { amountCents: number; at: Date; reason: string | null } | null;
}

/** A buyer's receipt for a paid booking: who, what car, each charge with its transaction id, the total and the fee. */
export function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const totalCents = data.charges.reduce((sum, charge) => sum + charge.amountCents, 0);
  const feeCents = data.charges.reduce((sum, charge) => sum + charge.feeCents, 0);
  return renderPaper(
    { title: `Second Gear receipt ${data.number}`, subject: `Receipt for ${data.car.name}` },
    (paper) => {
      paper.header('Receipt', [`Receipt no. ${data.number}`, `Date ${formatPostDate(data.issuedAt)}`]);
      paper.section('Buyer');
      paper.facts([
        ['Name', data.buyer.name],
        ['E-mail', data.buyer.email],
      ]);
      paper.section('Seller');
      paper.facts([['Name', data.seller?.name ?? 'No longer on Second Gear']]);
      paper.section('Car');
      paper.facts([
        ['Car', data.car.name],
        ['Model', data.car.model],
        ...(data.car.vin ? [['VIN', data.car.vin] as [string, string]] : []),
      ]);
      paper.section('Charges');
      paper.table(
        [
          { heading: 'Charge', width: 150 },
          { heading: 'Date', width: 62 },
          { heading: 'Transaction id', width: 180 },
          { heading: 'Amount', width: 84, align: 'right' },
        ],
        data.charges.map((charge) => [
          charge.description,
          formatPostDate(charge.at),
          charge.transactionId,
          formatCents(charge.amountCents),
        ]),
      );
      paper.rule();
      paper.amount('Total paid', totalCents, { strong: true });
      if (feeCents > 0) paper.amount("of which the marketplace's fee", feeCents);
      if (data.refund) {
        paper.notice(
          `Refunded on ${formatPostDate(data.refund.at)}: ${formatCents(data.refund.amountCents)} went back to ` +
            `the card.${data.refund.reason ? ` Reason: ${data.refund.reason}` : ''}`,
          '#b42318',
        );
      }
      paper.note(
        'Prices on Second Gear include the marketplace fee; nothing is added on top. Amounts are in US dollars. ' +
          'Card charges appear on your statement under the transaction ids above.',
      );
    },
  );
}
