import type { DealBooking } from '@second-gear/contract';
import { useState } from 'react';
import { formatPrice } from '../../../lib/format';
import { RefundDialog } from '../../../entities/order/components/refund-dialog';
import { RefundLines } from '../../../entities/order/components/refund-lines';
import { useRefundBooking } from '../api/refund-booking';
import { useT } from '../../../lib/i18n';
import { dealsCatalogue } from '../i18n';

const refundButtonId = (booking: DealBooking) => `refund-booking-${booking._id}`;

/** "Refund the buyer", for a paid booking the server lets its seller refund (before their share is sent). */
export function RefundBooking({ booking, productName }: { booking: DealBooking; productName: string }) {
  const t = useT(dealsCatalogue);
  const refund = useRefundBooking();
  const [open, setOpen] = useState(false);
  if (!booking.actions.includes('refund')) return null;
  const close = () => {
    refund.reset();
    setOpen(false);
  };
  return (
    <>
      <button
        id={refundButtonId(booking)}
        type="button"
        className="btn btn-outline btn-sm self-start"
        aria-label={t('refund.label', { buyer: booking.buyerName })}
        onClick={() => setOpen(true)}
      >
        {t('refund.open')}
      </button>
      {open ? (
        <RefundDialog
          title={t('refund.title', { buyer: booking.buyerName, car: productName })}
          amount={formatPrice(booking.productPrice)}
          relistByDefault
          busy={refund.isPending}
          error={refund.error}
          onRefund={(request) =>
            refund.mutate({ bookingId: booking._id, ...request }, { onSuccess: () => setOpen(false) })
          }
          onClose={close}
        />
      ) : null}
    </>
  );
}

/** A refunded booking: how much went back, when, who sent it back and why. */
export function RefundNotice({ booking }: { booking: DealBooking }) {
  if (!booking.refund) return null;
  return (
    <p className="rounded-box bg-base-200 p-2">
      <RefundLines refund={booking.refund} reader="seller" />
    </p>
  );
}
