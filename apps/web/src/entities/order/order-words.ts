import type { BookingCanceller, PaymentStatus } from '@second-gear/contract';
import { entitiesCatalogue } from '../i18n';

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
  const { t } = entitiesCatalogue;
  switch (booking.paymentStatus) {
    case 'unpaid':
      if (booking.carSold) return t('order.state.soldElsewhere');
      return booking.agreed ? t('order.state.bookedAgreed') : t('order.state.booked');
    case 'paid':
      return t('order.state.paid');
    case 'refunded':
      return t('order.state.refunded');
    case 'cancelled': {
      const reason = booking.cancelReason;
      if (booking.cancelledBy === 'buyer')
        return reader === 'buyer' ? t('order.state.cancelledByYou') : t('order.state.cancelledByBuyer');
      if (booking.cancelledBy === 'seller') {
        if (reader === 'buyer')
          return reason
            ? t('order.state.declinedBySellerWhy', { reason })
            : t('order.state.declinedBySeller');
        return reason ? t('order.state.declinedByYouWhy', { reason }) : t('order.state.declinedByYou');
      }
      if (booking.cancelledBy === 'moderator')
        return reason ? t('order.state.cancelledWhy', { reason }) : t('order.state.suspended');
      return t('order.state.soldOtherwise');
    }
  }
}
