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
import { useT } from '../../../lib/i18n';
import { buyingCatalogue } from '../i18n';

/** From this width (beside the dashboard menu) the orders are a table; below it, cards. */
const tableWidth = '(min-width: 1152px)';

const paymentPath = (order: Order) => `/dashboard/payment/${encodeURIComponent(order._id)}`;

/**
 * What the last column offers: Pay for an unpaid booking, unless its car went to another buyer; a payment refunded
 * (the car went to another buyer first) shows as Refunded; anything else other than unpaid shows as Paid
 * (specification section 4).
 */
function PaymentAction({ order, wide = false }: { order: Order; wide?: boolean }) {
  const t = useT(buyingCatalogue);
  const size = wide ? 'btn-sm' : 'btn-sm w-full sm:w-auto';
  // Paid, refunded and sold are states to read, not just buttons that do nothing: kept legible while disabled.
  const state = `btn ${size} disabled:bg-base-200 disabled:text-base-content/75`;
  if (order.paymentStatus === 'cancelled') {
    const words = bookingStateWords(order);
    return (
      <button
        type="button"
        className={state}
        disabled
        aria-label={t('orders.cancelledLabel', { state: words, name: order.productName })}
      >
        {order.cancelledBy === 'sale' || order.cancelledBy === null ? words : t('orders.cancelled')}
      </button>
    );
  }
  if (order.paymentStatus === 'refunded') {
    return (
      <button
        type="button"
        className={state}
        disabled
        aria-label={t('orders.refundedLabel', { name: order.productName })}
      >
        {t('orders.refunded')}
      </button>
    );
  }
  if (order.paymentStatus !== 'unpaid') {
    return (
      <button
        type="button"
        className={state}
        disabled
        aria-label={t('orders.paidLabel', { name: order.productName })}
      >
        {t('orders.paid')}
      </button>
    );
  }
  if (order.carSold) {
    return (
      <button
        type="button"
        className={state}
        disabled
        aria-label={t('orders.soldLabel', { name: order.productName })}
      >
        {t('orders.sold')}
      </button>
    );
  }
  return (
    <Link
      to={paymentPath(order)}
      className={`btn btn-primary ${size}`}
      aria-label={t('orders.payLabel', { name: order.productName })}
    >
      {t('orders.pay')}
    </Link>
  );
}

/** The receipt's download, for a booking the server says has one (paid, or paid and since refunded). */
function ReceiptLink({ order }: { order: Order }) {
  const t = useT(buyingCatalogue);
  if (!order.hasReceipt) return null;
  return (
    <a
      href={receiptHref(order._id)}
      download
      className="btn btn-ghost btn-sm"
      aria-label={t('orders.receiptLabel', { name: order.productName })}
    >
      {t('orders.receipt')}
    </a>
  );
}

/** Cancel, for a booking the server says its buyer may still cancel, after asking. */
function CancelBooking({ order }: { order: Order }) {
  const t = useT(buyingCatalogue);
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState(false);
  if (!order.actions.includes('cancel')) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={t('orders.cancelLabel', { name: order.productName })}
        onClick={() => setAsking(true)}
      >
        {t('orders.cancelBooking')}
      </button>
      {asking ? (
        <Dialog
          title={t('orders.cancelTitle', { name: order.productName })}
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
                {t('orders.keep')}
              </button>
              <button
                type="button"
                className="btn btn-error"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(order._id, { onSuccess: () => setAsking(false) })}
              >
                {cancel.isPending ? t('orders.cancelling') : t('orders.cancelBooking')}
              </button>
            </>
          }
        >
          <p>{t('orders.cancelBody')}</p>
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
  const t = useT(buyingCatalogue);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      <dt className="text-base-content/75">{t('orders.state')}</dt>
      <dd className="font-medium">{bookingStateWords(order)}</dd>
      {order.refund ? (
        <>
          <dt className="text-base-content/75">{t('orders.refund')}</dt>
          <dd className="break-words">
            <RefundLines refund={order.refund} reader="buyer" />
          </dd>
        </>
      ) : null}
      <dt className="text-base-content/75">{t('orders.booked')}</dt>
      <dd>
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </dd>
      <dt className="text-base-content/75">{t('orders.meeting')}</dt>
      <dd className="break-words">{order.meetingLocation}</dd>
      {order.seller ? (
        <>
          <dt className="text-base-content/75">{t('orders.seller')}</dt>
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
  const t = useT(buyingCatalogue);
  return (
    <div className="rounded-box border-base-300 overflow-x-auto border">
      <table className="table">
        <caption className="sr-only">{t('orders.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.photo')}</th>
            <th scope="col">{t('orders.productName')}</th>
            <th scope="col">{t('orders.carModel')}</th>
            <th scope="col" className="text-right">
              {t('orders.price')}
            </th>
            <th scope="col">{t('orders.payment')}</th>
            <th scope="col">{t('orders.details')}</th>
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
  const t = useT(buyingCatalogue);
  return (
    <ul aria-label={t('orders.caption')} className="grid gap-4 sm:grid-cols-2">
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
  const t = useT(buyingCatalogue);
  const orders = useMyOrders();
  const wide = useMediaQuery(tableWidth);
  const list = orders.data;

  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('orders.heading')}</h1>
        {list && list.length > 0 ? (
          <p className="text-base-content/75">{t('orders.count', { count: list.length })}</p>
        ) : null}
      </div>

      {orders.isPending ? (
        <PulsingDots label={t('orders.loading')} />
      ) : orders.isError ? (
        <LoadFailed what={t('orders.failedWhat')} error={orders.error} retry={() => void orders.refetch()} />
      ) : list && list.length === 0 ? (
        <div className="rounded-box border-base-300 space-y-4 border border-dashed p-8 text-center">
          <p className="text-lg">{t('orders.empty')}</p>
          <Link to="/home" className="btn btn-primary">
            {t('orders.browse')}
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
