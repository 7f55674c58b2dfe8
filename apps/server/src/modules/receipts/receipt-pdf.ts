import type { Language } from '@second-gear/contract';
import { formatPostDate } from '../../lib/time.ts';
import { formatCentsIn } from '../../lib/texts.ts';
import { renderPaper } from './pdf-paper.ts';
import { receiptsTexts } from './receipts-texts.ts';

/** One card charge towards the price: a reservation's deposit, or the payment of the rest (or of all of it). */
export interface ReceiptCharge {
  /** What it paid for: a reservation's deposit, the rest of the price after one, or the whole price. */
  kind: 'deposit' | 'rest' | 'payment';
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

/**
 * A buyer's receipt for a paid booking, in its reader's language: who, what car, each charge with its transaction
 * id, the total and the fee.
 */
export function receiptPdf(data: ReceiptData, language: Language = 'en'): Promise<Buffer> {
  const t = receiptsTexts(language);
  const money = (cents: number) => formatCentsIn(language, cents);
  const totalCents = data.charges.reduce((sum, charge) => sum + charge.amountCents, 0);
  const feeCents = data.charges.reduce((sum, charge) => sum + charge.feeCents, 0);
  return renderPaper(
    {
      title: t('receipt.title', { number: data.number }),
      subject: t('receipt.subject', { car: data.car.name }),
      language,
    },
    (paper) => {
      paper.header(t('receipt.heading'), [
        t('number', { number: data.number }),
        t('date', { date: formatPostDate(data.issuedAt) }),
      ]);
      paper.section(t('receipt.buyer'));
      paper.facts([
        [t('name'), data.buyer.name],
        [t('email'), data.buyer.email],
      ]);
      paper.section(t('receipt.seller'));
      paper.facts([[t('name'), data.seller?.name ?? t('receipt.sellerGone')]]);
      paper.section(t('car'));
      paper.facts([
        [t('car'), data.car.name],
        [t('receipt.model'), data.car.model],
        ...(data.car.vin ? [[t('vin'), data.car.vin] as [string, string]] : []),
      ]);
      paper.section(t('receipt.charges'));
      paper.table(
        [
          { heading: t('receipt.charge'), width: 150 },
          { heading: t('dateHeading'), width: 62 },
          { heading: t('receipt.transactionId'), width: 180 },
          { heading: t('receipt.amount'), width: 84, align: 'right' },
        ],
        data.charges.map((charge) => [
          t(`receipt.${charge.kind}`),
          formatPostDate(charge.at),
          charge.transactionId,
          money(charge.amountCents),
        ]),
      );
      paper.rule();
      paper.amount(t('receipt.total'), totalCents, { strong: true });
      if (feeCents > 0) paper.amount(t('receipt.fee'), feeCents);
      if (data.refund) {
        const refunded = t('receipt.refunded', {
          date: formatPostDate(data.refund.at),
          amount: money(data.refund.amountCents),
        });
        paper.notice(
          data.refund.reason
            ? `${refunded} ${t('receipt.reason', { reason: data.refund.reason })}`
            : refunded,
          '#b42318',
        );
      }
      paper.note(t('receipt.note'));
    },
  );
}
