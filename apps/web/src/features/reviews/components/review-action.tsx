import { useState } from 'react';
import type { OrderActionWidget } from '../../../entities/order/order-widgets';
import { formatDateTime } from '../../../lib/format';
import { useOrdersToReview } from '../api/orders-to-review';
import { ReviewDialog } from './review-dialog';
import { useT } from '../../../lib/i18n';
import { reviewsCatalogue } from '../i18n';

/** "Review the seller" on a paid order while the server allows it, then "Change your review" for 48 hours. */
export const ReviewAction: OrderActionWidget = ({ order }) => {
  const t = useT(reviewsCatalogue);
  const orders = useOrdersToReview();
  const [open, setOpen] = useState(false);
  const found = orders.data?.find((candidate) => candidate.bookingId === order._id);
  if (!found || (!found.canReview && !found.editableUntil)) return null;
  const sellerName = found.sellerName ?? t('action.theSeller');
  const { review } = found;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={t(review ? 'action.changeOf' : 'action.reviewOf', { name: order.productName })}
        title={
          review && found.editableUntil
            ? t('action.until', { at: formatDateTime(found.editableUntil) })
            : undefined
        }
        onClick={() => setOpen(true)}
      >
        {review ? t('action.change') : t('action.review')}
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
