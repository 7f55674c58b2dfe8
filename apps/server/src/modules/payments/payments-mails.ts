import type { Executor } from '../../db/client.ts';
import { formatCents } from '../../lib/money.ts';
import { formatPostDate } from '../../lib/time.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { MailAttachment } from '../mail/mail.table.ts';

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
    /** The receipt as a PDF, drawn in the sale's transaction. */
    receipt?: MailAttachment;
  },
) {
  const { booking, amountCents, publicUrl } = sale;
  const amount = formatCents(amountCents);
  await mail.send(tx, {
    kind: 'payment-receipt',
    to: booking.email,
    subject: `Receipt: ${booking.productName}, ${amount}`,
    content: {
      heading: 'Payment received',
      paragraphs: [`Hello ${booking.username},`, `Thank you: ${booking.productName} is yours.`],
      details: [
        ['Car', booking.productName],
        ['Amount', amount],
        ['Transaction id', sale.transactionId],
        ['Date', formatPostDate(sale.at)],
      ],
      action: { label: 'See your orders', url: `${publicUrl}/dashboard/MyOrders` },
      footnote: sale.receipt
        ? 'Your receipt is attached as a PDF; My orders keeps it too.'
        : 'Keep this e-mail as your receipt.',
    },
    ...(sale.receipt ? { attachments: [sale.receipt] } : {}),
  });
  if (sale.sellerEmail) {
    await mail.send(tx, {
      kind: 'car-sold',
      to: sale.sellerEmail,
      subject: `${booking.productName} is sold`,
      content: {
        heading: `Your ${booking.productName} is sold`,
        paragraphs: [`${booking.username} paid for it on Second Gear.`],
        details: [
          ['Car', booking.productName],
          ['Amount', amount],
          ['Buyer', booking.username],
          ['Transaction id', sale.transactionId],
        ],
        action: { label: 'Open your dashboard', url: `${publicUrl}/dashboard/myProducts` },
      },
    });
  }
  for (const other of sale.otherBookings) {
    await mail.send(tx, soldToSomeoneElseMail(other, publicUrl));
  }
}

/** To a buyer who booked (and perhaps paid for) a car that went to someone else; with the refund when charged. */
export function soldToSomeoneElseMail(booking: SaleBooking, publicUrl: string, refundedCents?: number) {
  return {
    kind: 'car-sold-to-someone-else',
    to: booking.email,
    subject: `${booking.productName} was sold to someone else`,
    content: {
      heading: `${booking.productName} was sold to another buyer`,
      paragraphs: [
        `Hello ${booking.username},`,
        refundedCents === undefined
          ? 'Another buyer paid for the car you booked, so your booking can no longer be paid.'
          : `Another buyer paid for the car a moment before your payment went through. Your payment of ${formatCents(refundedCents)} has been refunded; banks usually show it within 5–10 business days.`,
        'Other cars like it are waiting on Second Gear.',
      ],
      action: { label: 'Find another car', url: `${publicUrl}/home` },
    },
  };
}

const refunderWords = { admin: 'Second Gear', seller: 'the seller' } as const;

/** A paid sale refunded by an administrator or its seller: the buyer hears their money is coming back, and why. */
export function saleRefundedMails(refund: {
  booking: SaleBooking;
  sellerEmail: string | null;
  by: keyof typeof refunderWords;
  reason: string;
  amountCents: number;
  relisted: boolean;
  publicUrl: string;
}) {
  const { booking, publicUrl } = refund;
  const amount = formatCents(refund.amountCents);
  const details: [string, string][] = [
    ['Car', booking.productName],
    ['Refunded', amount],
    ['Refunded by', refunderWords[refund.by]],
    ['Reason', refund.reason],
  ];
  const toBuyer = {
    kind: 'payment-refunded',
    to: booking.email,
    subject: `Refund: ${booking.productName}, ${amount}`,
    content: {
      heading: 'Your payment is being refunded',
      paragraphs: [
        `Hello ${booking.username},`,
        `${refunderWords[refund.by][0]!.toUpperCase()}${refunderWords[refund.by].slice(1)} refunded your payment ` +
          `of ${amount} for ${booking.productName}. Banks usually show it within 5–10 business days.`,
      ],
      details,
      action: { label: 'See your orders', url: `${publicUrl}/dashboard/MyOrders` },
    },
  };
  const toSeller = refund.sellerEmail && {
    kind: 'sale-refunded',
    to: refund.sellerEmail,
    subject: `Sale refunded: ${booking.productName}`,
    content: {
      heading: `The sale of your ${booking.productName} was refunded`,
      paragraphs: [
        `${booking.username}'s payment of ${amount} goes back to them, and so does your share of it.`,
        refund.relisted ? 'The car is on sale again.' : 'The car stays marked sold.',
      ],
      details,
      action: { label: 'Open your deals', url: `${publicUrl}/dashboard/deals` },
    },
  };
  return toSeller ? [toBuyer, toSeller] : [toBuyer];
}
