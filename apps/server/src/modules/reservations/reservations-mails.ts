import { formatCents, toCents } from '../../lib/money.ts';
import type { Mail } from '../mail/mail.service.ts';
import type { Reservation } from './reservations.repo.ts';

/** What a reservation's e-mail tells: it started (active) or how it ended. */
export type ReservationNews = 'active' | 'converted' | 'cancelled' | 'expired';

/** A moment in words for a message read anywhere: "Friday, November 27, 2026 at 3:45 PM UTC". */
export function untilInWords(at: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
}

const subjects: Record<ReservationNews, (name: string) => string> = {
  active: (name) => `${name} is reserved`,
  converted: (name) => `Reservation of ${name} paid`,
  cancelled: (name) => `Reservation of ${name} cancelled`,
  expired: (name) => `Reservation of ${name} expired`,
};

function headline(news: ReservationNews, reservation: Reservation, to: 'buyer' | 'seller'): string {
  const car = reservation.productName;
  const buyer = to === 'buyer' ? 'You' : reservation.buyerName;
  switch (news) {
    case 'active':
      return to === 'buyer' ? `You reserved ${car}` : `${reservation.buyerName} reserved your ${car}`;
    case 'converted':
      return `${buyer} paid for ${car}: the deposit counted towards the price`;
    case 'cancelled':
      return `${reservation.cancelledBy === 'seller' ? (to === 'seller' ? 'You' : 'The seller') : buyer} cancelled the reservation of ${car}`;
    case 'expired':
      return `The reservation of ${car} has expired`;
  }
}

function explanation(news: ReservationNews, to: 'buyer' | 'seller', until: string): string {
  switch (news) {
    case 'active':
      return to === 'buyer'
        ? `The car is held for you until ${until}. The deposit is held on your card, not charged: pay the rest from My orders to make the car yours, or cancel there to release the deposit.`
        : `Nobody else can book, reserve or pay for the car until ${until}. You can see the reservation, and cancel it, in My products.`;
    case 'converted':
      return to === 'buyer'
        ? 'The deposit held on your card has been taken as part of the price.'
        : 'The car is sold; the deposit counted towards its price.';
    case 'cancelled':
    case 'expired':
      return to === 'buyer'
        ? 'The deposit held on your card has been released: you are not charged. Your bank may take a few days to show it.'
        : 'The car is available to other buyers again.';
  }
}

/**
 * To the buyer or the seller: a reservation started or ended, and what it means for them. Optional mail (the
 * `reservation-updates` kind): the reservation itself stays in My orders and My products.
 */
export function reservationMail(options: {
  news: ReservationNews;
  reservation: Reservation;
  to: { role: 'buyer' | 'seller'; email: string };
  publicUrl: string;
}): Mail {
  const { news, reservation, to, publicUrl } = options;
  const until = untilInWords(reservation.expiresAt);
  const details: [string, string][] = [
    ['Car', reservation.productName],
    ['Price', formatCents(toCents(reservation.productPrice))],
    ['Deposit', formatCents(reservation.amountCents)],
  ];
  if (news === 'active') {
    details.push(['Reserved until', until]);
    details.push(['Left to pay', formatCents(toCents(reservation.productPrice) - reservation.amountCents)]);
    if (to.role === 'seller') details.push(['Buyer', `${reservation.buyerName} (${reservation.buyerEmail})`]);
  }
  return {
    kind: 'reservation-updates',
    to: to.email,
    subject: subjects[news](reservation.productName),
    content: {
      heading: headline(news, reservation, to.role),
      paragraphs: [explanation(news, to.role, until)],
      details,
      action:
        to.role === 'buyer'
          ? { label: 'Open My orders', url: `${publicUrl}/dashboard/MyOrders` }
          : { label: 'Open My products', url: `${publicUrl}/dashboard/myProducts` },
    },
  };
}
