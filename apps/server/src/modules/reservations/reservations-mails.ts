import { languageLocales, type Language } from '@second-gear/contract';
import { toCents } from '../../lib/money.ts';
import { defineServerCatalogue, formatCentsIn } from '../../lib/texts.ts';
import type { Mail } from '../mail/mail.service.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };
import type { Reservation } from './reservations.repo.ts';

const texts = defineServerCatalogue(english, spanish);

/** What a reservation's e-mail tells: it started (active) or how it ended. */
export type ReservationNews = 'active' | 'converted' | 'cancelled' | 'expired';

/** A moment in words for a message read anywhere: "Friday, November 27, 2026 at 3:45 PM" (UTC). */
export function untilInWords(at: Date, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(languageLocales[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
}

/** Who cancelled, in the recipient's words: "You", "The seller", or the buyer's name. */
function canceller(reservation: Reservation, to: 'buyer' | 'seller'): 'you' | 'seller' | 'buyer' {
  if (reservation.cancelledBy === 'seller') return to === 'seller' ? 'you' : 'seller';
  return to === 'buyer' ? 'you' : 'buyer';
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
  return {
    kind: 'reservation-updates',
    to: to.email,
    write: (language) => {
      const t = texts(language);
      const money = (cents: number) => formatCentsIn(language, cents);
      const until = untilInWords(reservation.expiresAt, language);
      const values = {
        car: reservation.productName,
        buyer: reservation.buyerName,
        to: to.role,
        who: canceller(reservation, to.role),
        until,
      };
      const details: [string, string][] = [
        [t('car'), reservation.productName],
        [t('price'), money(toCents(reservation.productPrice))],
        [t('deposit'), money(reservation.amountCents)],
      ];
      if (news === 'active') {
        details.push([t('until'), until]);
        details.push([t('leftToPay'), money(toCents(reservation.productPrice) - reservation.amountCents)]);
        if (to.role === 'seller')
          details.push([
            t('buyer'),
            t('buyerWithEmail', { name: reservation.buyerName, email: reservation.buyerEmail }),
          ]);
      }
      return {
        subject: t(`subject.${news}`, values),
        content: {
          heading: t(`heading.${news}`, values),
          paragraphs: [t(news === 'cancelled' || news === 'expired' ? 'body.ended' : `body.${news}`, values)],
          details,
          action:
            to.role === 'buyer'
              ? { label: t('myOrders'), url: `${publicUrl}/dashboard/MyOrders` }
              : { label: t('myProducts'), url: `${publicUrl}/dashboard/myProducts` },
        },
      };
    },
  };
}
