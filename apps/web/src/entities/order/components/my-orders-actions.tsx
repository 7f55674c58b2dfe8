import { Link } from 'react-router';

/** The buyer's bookings and payments. */
export const myOrdersPath = '/dashboard/MyOrders';

/** A dialog's actions once a car is booked or paid for: on to My orders, or stay where one is. */
export function MyOrdersDialogActions({ onClose }: { onClose: () => void }) {
  return (
    <>
      <Link to={myOrdersPath} className="btn btn-ghost">
        Go to My orders
      </Link>
      <button type="button" className="btn btn-primary" data-autofocus onClick={onClose}>
        OK
      </button>
    </>
  );
}
