import { formatCents, toCents } from '../../lib/money.ts';
import type { Mail } from '../mail/mail.service.ts';

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
    subject: `${car.productName} was booked`,
    content: {
      heading: `${buyer.name} booked your ${car.productName}`,
      paragraphs: [
        'A buyer booked your car on Second Gear. Get in touch to arrange the meeting; the car stays listed until it is paid for.',
      ],
      details: [
        ['Car', car.productName],
        ['Price', formatCents(toCents(car.resalePrice))],
        ['Buyer', buyer.name],
        ['Buyer e-mail', buyer.email],
        ['Buyer phone', options.phone],
        ['Meeting place', options.meetingPlace],
      ],
      action: { label: 'Open your dashboard', url: `${options.publicUrl}/dashboard/myProducts` },
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
  return {
    kind: 'booking-confirmed',
    to: options.to,
    subject: `Booking confirmed: ${options.car.productName}`,
    content: {
      heading: `You booked ${options.car.productName}`,
      paragraphs: [
        `Hello ${options.name},`,
        'The seller has your booking and your phone number. Pay from My orders to make the car yours: the first buyer to pay gets it.',
      ],
      details: [
        ['Car', options.car.productName],
        ['Price', formatCents(toCents(options.car.resalePrice))],
        ['Meeting place', options.meetingPlace],
      ],
      action: { label: 'Pay from My orders', url: `${options.publicUrl}/dashboard/MyOrders` },
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
  return {
    kind: 'booking-cancelled',
    to: options.to,
    subject: `${booking.username} cancelled their booking of ${booking.productName}`,
    content: {
      heading: `${booking.username} cancelled their booking`,
      paragraphs: [
        `The booking of your ${booking.productName} is cancelled. Your car stays listed for other buyers.`,
      ],
      details: [
        ['Car', booking.productName],
        ['Price', formatCents(toCents(booking.productPrice))],
        ['Buyer', booking.username],
      ],
      action: { label: 'Open your deals', url: `${options.publicUrl}/dashboard/deals` },
    },
  };
}

/** To the buyer: their booking ended without them, with the words of why and where to go next. */
function buyerCancellationMail(options: {
  to: string;
  booking: CancelledBooking;
  subject: string;
  heading: string;
  why: string[];
  action: { label: string; url: string };
}): Mail {
  const { booking } = options;
  return {
    kind: 'booking-cancelled',
    to: options.to,
    subject: options.subject,
    content: {
      heading: options.heading,
      paragraphs: [`Hello ${booking.username},`, ...options.why],
      details: [
        ['Car', booking.productName],
        ['Price', formatCents(toCents(booking.productPrice))],
      ],
      action: options.action,
    },
  };
}

/** To the buyer of a car whose seller an administrator suspended: the booking is cancelled, nothing was paid. */
export function bookingSuspendedMail(options: {
  to: string;
  booking: CancelledBooking;
  publicUrl: string;
}): Mail {
  const { productName } = options.booking;
  return buyerCancellationMail({
    ...options,
    subject: `Your booking of ${productName} was cancelled`,
    heading: `Your booking of ${productName} was cancelled`,
    why: [
      'Second Gear suspended the account of the seller of this car while we look into it, so its listing is no longer shown and your unpaid booking was cancelled. Nothing was charged.',
    ],
    action: { label: 'Find another car', url: `${options.publicUrl}/cars` },
  });
}

/** To the buyer: the seller declined their booking, and why. */
export function bookingDeclinedMail(options: {
  to: string;
  booking: CancelledBooking;
  reason: string;
  publicUrl: string;
}): Mail {
  const { productName } = options.booking;
  return buyerCancellationMail({
    ...options,
    subject: `Your booking of ${productName} was declined`,
    heading: `The seller declined your booking of ${productName}`,
    why: ['The seller gave this reason:', options.reason],
    action: { label: 'Open My orders', url: `${options.publicUrl}/dashboard/MyOrders` },
  });
}
