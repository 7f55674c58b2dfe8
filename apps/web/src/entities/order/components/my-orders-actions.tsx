import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue } from '../../i18n';

/** The buyer's bookings and payments. */
export const myOrdersPath = '/dashboard/MyOrders';

/** A dialog's actions once a car is booked or paid for: on to My orders, or stay where one is. */
export function MyOrdersDialogActions({ onClose }: { onClose: () => void }) {
  const t = useT(entitiesCatalogue);
  return (
    <>
      <Link to={myOrdersPath} className="btn btn-ghost">
        {t('order.goToMyOrders')}
      </Link>
      <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
        {t('order.ok')}
      </button>
    </>
  );
}
