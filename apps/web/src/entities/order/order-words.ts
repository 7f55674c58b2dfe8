import type { BookingCanceller, PaymentStatus } from '@second-gear/contract';

/** A booking's state in words, as its buyer (or, with `reader: 'seller'`, its seller) reads it. */
export function bookingStateWords(
  booking: {
    paymentStatus: PaymentStatus;
    carSold?: boolean;
    agreed: boolean;
    cancelledBy: BookingCanceller | null;
    cancelReason: string | null;
  },
  reader: 'buyer' | 'seller' = 'buyer',
): string {
  switch (booking.paymentStatus) {
    case 'unpaid':
      if (booking.carSold) return 'Sold to another buyer';
      return booking.agreed ? 'Booked at the agreed price' : 'Booked';
    case 'paid':
      return 'Paid';
    case 'refunded':
      return 'Refunded';
    case 'cancelled':
      if (booking.cancelledBy === 'buyer')
        return reader === 'buyer' ? 'Cancelled by you' : 'Cancelled by the buyer';
      if (booking.cancelledBy === 'seller') {
        const who = reader === 'buyer' ? 'Declined by the seller' : 'Declined by you';
        return booking.cancelReason ? `${who}: ${booking.cancelReason}` : who;
      }
      if (booking.cancelledBy === 'moderator')
        return `Cancelled: ${booking.cancelReason ?? 'an account in this deal was suspended'}`;
      return 'Cancelled: sold elsewhere';
  }
}
