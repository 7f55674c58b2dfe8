import type { Executor } from '../../db/client.ts';
import { formatPostDate } from '../../lib/time.ts';
import { defineServerCatalogue, formatCentsIn } from '../../lib/texts.ts';
import type { Mail, MailService } from '../mail/mail.service.ts';
import type { MailAttachment } from '../mail/mail.table.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);

interface SaleBooking {
  email: string;
  username: string;
  productName: string;
}

/**
 * The e-mails of a sale, in its transaction: the buyer's receipt, the seller's "sold", and a word to everyone else
 * who had booked the car.
 */
export async function sendSaleMails(
  mail: MailService,
  tx: Executor,
  sale: {
    booking: SaleBooking;
    sellerEmail: string | null;
    otherBookings: SaleBooking[];
    amountCents: number;
    transactionId: string;
    at: Date;
    publicUrl: string;
    /** The receipt as a PDF, drawn in the sale's transaction (in the buyer's language). */
    receipt?: MailAttachment;
  },
) {
  const { booking, amountCents, publicUrl } = sale;
  const car = booking.productName;
  await mail.send(tx, {
    kind: 'payment-receipt',
    to: booking.email,
    write: (language) => {
      const t = texts(language);
      const amount = formatCentsIn(language, amountCents);
      return {
        subject: t('receipt.subject', { car, amount }),
        content: {
          heading: t('receipt.heading'),
          paragraphs: [t('hello', { name: booking.username }), t('receipt.thanks', { car })],
          details: [
            [t('car'), car],
            [t('amount'), amount],
            [t('transactionId'), sale.transactionId],
            [t('date'), formatPostDate(sale.at)],
          ],
          action: { label: t('receipt.action'), url: `${publicUrl}/dashboard/MyOrders` },
          footnote: sale.receipt ? t('receipt.attached') : t('receipt.keep'),
        },
      };
    },
    ...(sale.receipt ? { attachments: [sale.receipt] } : {}),
  });
  if (sale.sellerEmail) {
    await mail.send(tx, {
      kind: 'car-sold',
      to: sale.sellerEmail,
      write: (language) => {
        const t = texts(language);
        return {
          subject: t('sold.subject', { car }),
          content: {
            heading: t('sold.heading', { car }),
            paragraphs: [t('sold.body', { buyer: booking.username })],
            details: [
              [t('car'), car],
              [t('amount'), formatCentsIn(language, amountCents)],
              [t('buyer'), booking.username],
              [t('transactionId'), sale.transactionId],
            ],
            action: { label: t('sold.action'), url: `${publicUrl}/dashboard/myProducts` },
          },
        };
      },
    });
  }
  for (const other of sale.otherBookings) {
    await mail.send(tx, soldToSomeoneElseMail(other, publicUrl));
  }
}

/** To a buyer who booked (and perhaps paid for) a car that went to someone else; with the refund when charged. */
export function soldToSomeoneElseMail(booking: SaleBooking, publicUrl: string, refundedCents?: number): Mail {
  const car = booking.productName;
  return {
    kind: 'car-sold-to-someone-else',
    to: booking.email,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('soldElse.subject', { car }),
        content: {
          heading: t('soldElse.heading', { car }),
          paragraphs: [
            t('hello', { name: booking.username }),
            refundedCents === undefined
              ? t('soldElse.booked')
              : t('soldElse.refunded', { amount: formatCentsIn(language, refundedCents) }),
            t('soldElse.others'),
          ],
          action: { label: t('soldElse.action'), url: `${publicUrl}/home` },
        },
      };
    },
  };
}

/** A paid sale refunded by an administrator or its seller: the buyer hears their money is coming back, and why. */
export function saleRefundedMails(refund: {
  booking: SaleBooking;
  sellerEmail: string | null;
  by: 'admin' | 'seller';
  reason: string;
  amountCents: number;
  relisted: boolean;
  publicUrl: string;
}): Mail[] {
  const { booking, publicUrl } = refund;
  const car = booking.productName;
  const facts = (language: 'en' | 'es') => {
    const t = texts(language);
    const amount = formatCentsIn(language, refund.amountCents);
    const details: [string, string][] = [
      [t('car'), car],
      [t('refund.refunded'), amount],
      [t('refund.by'), t('refund.byName', { by: refund.by })],
      [t('refund.reason'), refund.reason],
    ];
    return { t, amount, details };
  };
  const toBuyer: Mail = {
    kind: 'payment-refunded',
    to: booking.email,
    write: (language) => {
      const { t, amount, details } = facts(language);
      return {
        subject: t('refund.subject', { car, amount }),
        content: {
          heading: t('refund.heading'),
          paragraphs: [
            t('hello', { name: booking.username }),
            t('refund.body', { by: refund.by, amount, car }),
          ],
          details,
          action: { label: t('refund.action'), url: `${publicUrl}/dashboard/MyOrders` },
        },
      };
    },
  };
  if (!refund.sellerEmail) return [toBuyer];
  const toSeller: Mail = {
    kind: 'sale-refunded',
    to: refund.sellerEmail,
    write: (language) => {
      const { t, amount, details } = facts(language);
      return {
        subject: t('refunded.subject', { car }),
        content: {
          heading: t('refunded.heading', { car }),
          paragraphs: [
            t('refunded.body', { buyer: booking.username, amount }),
            refund.relisted ? t('refunded.relisted') : t('refunded.stays'),
          ],
          details,
          action: { label: t('refunded.action'), url: `${publicUrl}/dashboard/deals` },
        },
      };
    },
  };
  return [toBuyer, toSeller];
}
