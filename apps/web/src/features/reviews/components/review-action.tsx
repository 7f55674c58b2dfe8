import { useState } from 'react';
import type { OrderActionWidget } from '../../../entities/order/order-widgets';
import { formatDateTime } from '../../../lib/format';
import { useOrdersToReview } from '../api/orders-to-review';
import { ReviewDialog } from './review-dialog';

/** "Review the seller" on a paid order while the server allows it, then "Change your review" for 48 hours. */
export const ReviewAction: OrderActionWidget = ({ order }) => {
  const orders = useOrdersToReview();
  const [open, setOpen] = useState(false);
  const found = orders.data?.find((candidate) => candidate.bookingId === order._id);
  if (!found || (!found.canReview && !found.editableUntil)) return null;
  const sellerName = found.sellerName ?? 'the seller';
  const { review } = found;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={`${review ? 'Change your review' : 'Review the seller'} of ${order.productName}`}
        title={
          review && found.editableUntil
            ? `You can change it until ${formatDateTime(found.editableUntil)}`
            : undefined
        }
        onClick={() => setOpen(true)}
      >
        {review ? 'Change your review' : 'Review the seller'}
      </button>
      {open ? (
        <ReviewDialog
          sellerName={sellerName}
          target={review ? { review } : { bookingId: found.bookingId }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
};
