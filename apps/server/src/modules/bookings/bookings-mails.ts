import type { Language } from '@second-gear/contract';
import { toCents } from '../../lib/money.ts';
import { defineServerCatalogue, formatCentsIn, type Texts } from '../../lib/texts.ts';
import type { Mail } from '../mail/mail.service.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);
type Key = Parameters<ReturnType<typeof texts>>[0];

const price = (language: Language, dollars: number) => formatCentsIn(language, toCents(dollars));

/** To the seller: someone booked their car, with what they need to meet the buyer. */
export function carBookedMail(options: {
  to: string;
  car: { productName: string; resalePrice: number };
  buyer: { name: string; email: string };
  phone: string;
  meetingPlace: string;
  publicUrl: string;
}): Mail {
  const { car, buyer } = options;
  return {
    kind: 'car-booked',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('booked.subject', { car: car.productName }),
        content: {
          heading: t('booked.heading', { buyer: buyer.name, car: car.productName }),
          paragraphs: [t('booked.body')],
          details: [
            [t('car'), car.productName],
            [t('price'), price(language, car.resalePrice)],
            [t('buyer'), buyer.name],
            [t('buyerEmail'), buyer.email],
            [t('buyerPhone'), options.phone],
            [t('meetingPlace'), options.meetingPlace],
          ],
          action: { label: t('booked.action'), url: `${options.publicUrl}/dashboard/myProducts` },
        },
      };
    },
  };
}

/** To the buyer: the booking is made, and what comes next. */
export function bookingConfirmedMail(options: {
  to: string;
  name: string;
  car: { productName: string; resalePrice: number };
  meetingPlace: string;
  publicUrl: string;
}): Mail {
  const car = options.car.productName;
  return {
    kind: 'booking-confirmed',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('confirmed.subject', { car }),
        content: {
          heading: t('confirmed.heading', { car }),
          paragraphs: [t('hello', { name: options.name }), t('confirmed.body')],
          details: [
            [t('car'), car],
            [t('price'), price(language, options.car.resalePrice)],
            [t('meetingPlace'), options.meetingPlace],
          ],
          action: { label: t('confirmed.action'), url: `${options.publicUrl}/dashboard/MyOrders` },
        },
      };
    },
  };
}

interface CancelledBooking {
  productName: string;
  productPrice: number;
  username: string;
}

/** To the seller: a buyer cancelled their booking of the car. */
export function bookingCancelledMail(options: {
  to: string;
  booking: CancelledBooking;
  publicUrl: string;
}): Mail {
  const { booking } = options;
  const names = { buyer: booking.username, car: booking.productName };
  return {
    kind: 'booking-cancelled',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('cancelled.subject', names),
        content: {
          heading: t('cancelled.heading', names),
          paragraphs: [t('cancelled.body', names)],
          details: [
            [t('car'), booking.productName],
            [t('price'), price(language, booking.productPrice)],
            [t('buyer'), booking.username],
          ],
          action: { label: t('cancelled.action'), url: `${options.publicUrl}/dashboard/deals` },
        },
      };
    },
  };
}

/** To the buyer: their booking ended without them, with the words of why and where to go next. */
function buyerCancellationMail(options: {
  to: string;
  booking: CancelledBooking;
  subject: Key;
  heading: Key;
  why: (t: Texts<Key>) => string[];
  action: { label: Key; url: string };
}): Mail {
  const { booking } = options;
  const names = { car: booking.productName };
  return {
    kind: 'booking-cancelled',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t(options.subject, names),
        content: {
          heading: t(options.heading, names),
          paragraphs: [t('hello', { name: booking.username }), ...options.why(t)],
          details: [
            [t('car'), booking.productName],
            [t('price'), price(language, booking.productPrice)],
          ],
          action: { label: t(options.action.label), url: options.action.url },
        },
      };
    },
  };
}

/** To the buyer of a car whose seller an administrator suspended: the booking is cancelled, nothing was paid. */
export function bookingSuspendedMail(options: {
  to: string;
  booking: CancelledBooking;
  publicUrl: string;
}): Mail {
  return buyerCancellationMail({
    ...options,
    subject: 'suspended.subject',
    heading: 'suspended.subject',
    why: (t) => [t('suspended.body')],
    action: { label: 'suspended.action', url: `${options.publicUrl}/cars` },
  });
}

/** To the buyer: the seller declined their booking, and why. */
export function bookingDeclinedMail(options: {
  to: string;
  booking: CancelledBooking;
  reason: string;
  publicUrl: string;
}): Mail {
  return buyerCancellationMail({
    ...options,
    subject: 'declined.subject',
    heading: 'declined.heading',
    why: (t) => [t('declined.reason'), options.reason],
    action: { label: 'declined.action', url: `${options.publicUrl}/dashboard/MyOrders` },
  });
}
