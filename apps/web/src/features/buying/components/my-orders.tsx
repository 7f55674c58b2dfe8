import type { Order } from '@second-gear/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { messageOf } from '../../../lib/api-error';
import { formatDate, formatPrice } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCancelBooking } from '../../../entities/order/api/booking-changes';
import { useMyOrders } from '../../../entities/order/api/my-orders';
import { bookingStateWords } from '../../../entities/order/order-words';
import { RefundLines } from '../../../entities/order/components/refund-lines';
import type { OrderActionWidget } from '../../../entities/order/order-widgets';
import { receiptHref } from '../api/receipt';

/** From this width (beside the dashboard menu) the orders are a table; below it, cards. */
const tableWidth = '(min-width: 1152px)';

const paymentPath = (order: Order) => `/dashboard/payment/${encodeURIComponent(order._id)}`;

/**
 * What the last column offers: Pay for an unpaid booking, unless its car went to another buyer; a payment refunded
 * (the car went to another buyer first) shows as Refunded; anything else other than unpaid shows as Paid
 * (specification section 4).
 */
function PaymentAction({ order, wide = false }: { order: Order; wide?: boolean }) {
  const size = wide ? 'btn-sm' : 'btn-sm w-full sm:w-auto';
  // Paid, refunded and sold are states to read, not just buttons that do nothing: kept legible while disabled.
  const state = `btn ${size} disabled:bg-base-200 disabled:text-base-content/75`;
  if (order.paymentStatus === 'cancelled') {
    const words = bookingStateWords(order);
    return (
      <button type="button" className={state} disabled aria-label={`${words}: ${order.productName}`}>
        {order.cancelledBy === 'sale' || order.cancelledBy === null ? words : 'Cancelled'}
      </button>
    );
  }
  if (order.paymentStatus === 'refunded') {
    return (
      <button type="button" className={state} disabled aria-label={`Refunded ${order.productName}`}>
        Refunded
      </button>
    );
  }
  if (order.paymentStatus !== 'unpaid') {
    return (
      <button type="button" className={state} disabled aria-label={`Paid ${order.productName}`}>
        Paid
      </button>
    );
  }
  if (order.carSold) {
    return (
      <button
        type="button"
        className={state}
        disabled
        aria-label={`Sold to another buyer: ${order.productName}`}
      >
        Sold to another buyer
      </button>
    );
  }
  return (
    <Link
      to={paymentPath(order)}
      className={`btn btn-primary ${size}`}
      aria-label={`Pay for ${order.productName}`}
    >
      Pay
    </Link>
  );
}

/** The receipt's download, for a booking the server says has one (paid, or paid and since refunded). */
function ReceiptLink({ order }: { order: Order }) {
  if (!order.hasReceipt) return null;
  return (
    <a
      href={receiptHref(order._id)}
      download
      className="btn btn-ghost btn-sm"
      aria-label={`Receipt (PDF) for ${order.productName}`}
    >
      Receipt (PDF)
    </a>
  );
}

/** Cancel, for a booking the server says its buyer may still cancel, after asking. */
function CancelBooking({ order }: { order: Order }) {
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState(false);
  if (!order.actions.includes('cancel')) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={`Cancel booking of ${order.productName}`}
        onClick={() => setAsking(true)}
      >
        Cancel booking
      </button>
      {asking ? (
        <Dialog
          title={`Cancel your booking of ${order.productName}?`}
          closable={!cancel.isPending}
          onClose={() => setAsking(false)}
          actions={
            <>
              <button
                type="button"
                className="btn"
                data-autofocus
                disabled={cancel.isPending}
                onClick={() => setAsking(false)}
              >
                Keep booking
              </button>
              <button
                type="button"
                className="btn btn-error"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(order._id, { onSuccess: () => setAsking(false) })}
              >
                {cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
              </button>
            </>
          }
        >
          <p>The seller is told, and the car stays listed for other buyers.</p>
          {cancel.isError ? (
            <p role="alert" className="text-error font-medium">
              {messageOf(cancel.error)}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

/** What a buyer needs next: the state in words, when it was booked, where to meet and whom to call. */
function OrderFacts({ order }: { order: Order }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      <dt className="text-base-content/75">State</dt>
      <dd className="font-medium">{bookingStateWords(order)}</dd>
      {order.refund ? (
        <>
          <dt className="text-base-content/75">Refund</dt>
          <dd className="break-words">
            <RefundLines refund={order.refund} reader="buyer" />
          </dd>
        </>
      ) : null}
      <dt className="text-base-content/75">Booked</dt>
      <dd>
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </dd>
      <dt className="text-base-content/75">Meeting place</dt>
      <dd className="break-words">{order.meetingLocation}</dd>
      {order.seller ? (
        <>
          <dt className="text-base-content/75">Seller</dt>
          <dd className="break-words">
            {order.seller.name} ·{' '}
            <a href={`mailto:${order.seller.email}`} className="link">
              {order.seller.email}
            </a>
            {order.seller.phone ? (
              <>
                {' '}
                ·{' '}
                <a href={`tel:${order.seller.phone}`} className="link">
                  {order.seller.phone}
                </a>
              </>
            ) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function OrderPhoto({ order, width, height }: { order: Order; width: number; height: number }) {
  return (
    <StoredPhoto
      src={order.productImage}
      sizes={`${width}px`}
      width={width}
      height={height}
      className="bg-base-200 rounded-field max-w-none shrink-0 object-cover"
      style={{ width, height }}
    />
  );
}

interface OrdersProps {
  orders: Order[];
  /** Shown under each order's own actions (reviewing the seller of a paid car). */
  OrderAction?: OrderActionWidget | undefined;
}

function OrdersTable({ orders, OrderAction }: OrdersProps) {
  return (
    <div className="rounded-box border-base-300 overflow-x-auto border">
      <table className="table">
        <caption className="sr-only">Your orders</caption>
        <thead>
          <tr>
            <th scope="col">Photo</th>
            <th scope="col">Product name</th>
            <th scope="col">Car model</th>
            <th scope="col" className="text-right">
              Price
            </th>
            <th scope="col">Payment</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <td>
                <OrderPhoto order={order} width={80} height={50} />
              </td>
              <th scope="row" className="font-semibold">
                {order.productName}
              </th>
              <td>{order.carModel}</td>
              <td className="text-right font-semibold tabular-nums">{formatPrice(order.productPrice)}</td>
              <td>
                <div className="flex flex-col items-start gap-1">
                  <PaymentAction order={order} wide />
                  <ReceiptLink order={order} />
                  <CancelBooking order={order} />
                  {OrderAction ? <OrderAction order={order} /> : null}
                </div>
              </td>
              <td>
                <OrderFacts order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCards({ orders, OrderAction }: OrdersProps) {
  return (
    <ul aria-label="Your orders" className="grid gap-4 sm:grid-cols-2">
      {orders.map((order) => (
        <li key={order._id} className="card border-base-300 bg-base-100 border">
          <div className="card-body gap-3 p-4">
            <div className="flex gap-3">
              <OrderPhoto order={order} width={112} height={70} />
              <div className="min-w-0 space-y-1">
                <h2 className="leading-snug font-semibold break-words">{order.productName}</h2>
                <p className="text-base-content/75 text-sm">{order.carModel}</p>
                <p className="font-semibold tabular-nums">{formatPrice(order.productPrice)}</p>
              </div>
            </div>
            <OrderFacts order={order} />
            <PaymentAction order={order} />
            <ReceiptLink order={order} />
            <CancelBooking order={order} />
            {OrderAction ? <OrderAction order={order} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The buyer's bookings, each with Pay (or why there is nothing to pay), and `OrderAction` when given. */
export function MyOrders({ OrderAction }: { OrderAction?: OrderActionWidget } = {}) {
  const orders = useMyOrders();
  const wide = useMediaQuery(tableWidth);
  const list = orders.data;

  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">My orders</h1>
        {list && list.length > 0 ? (
          <p className="text-base-content/75">
            {list.length === 1 ? 'One booking.' : `${list.length} bookings.`}
          </p>
        ) : null}
      </div>

      {orders.isPending ? (
        <PulsingDots label="Loading your orders" />
      ) : orders.isError ? (
        <LoadFailed what="Your orders" error={orders.error} retry={() => void orders.refetch()} />
      ) : list && list.length === 0 ? (
        <div className="rounded-box border-base-300 space-y-4 border border-dashed p-8 text-center">
          <p className="text-lg">You didn&apos;t make any order yet !</p>
          <Link to="/home" className="btn btn-primary">
            Browse car models
          </Link>
        </div>
      ) : list && wide ? (
        <OrdersTable orders={list} OrderAction={OrderAction} />
      ) : list ? (
        <OrderCards orders={list} OrderAction={OrderAction} />
      ) : null}
    </div>
  );
}
