import type { BookingPayment } from './api/booking-payment';
import type { PaymentRecord } from './api/record-payment';

/** "9:05 AM", "12:30 PM": the specification's 12-hour time. */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "3/5/2026" for 3 May 2026: the specification's day/month/year. */
export function dayMonthYear(date: Date): string {
  return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
}

/** The payment record the specification's POST /payments sends, for the payment intent `transactionId`. */
export function paymentRecord(booking: BookingPayment, transactionId: string, now: Date): PaymentRecord {
  return {
    username: booking.username,
    email: booking.email,
    product: booking.productName,
    price: Number.parseInt(String(booking.productPrice), 10),
    transactionId,
    time: clockTime(now),
    date: dayMonthYear(now),
  };
}
