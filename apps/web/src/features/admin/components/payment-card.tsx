import type { AdminPayment } from '@second-gear/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents, formatDate } from '../../../lib/format';
import { carPath } from '../../../entities/car/car-path';
import { RefundLines } from '../../../entities/order/components/refund-lines';
import { transferStateWords } from '../../../entities/payout/transfer-words';
import { disputeWords } from '../payment-words';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

export const refundPaymentButtonId = (payment: AdminPayment) => `refund-payment-${payment.bookingId}`;

const statusBadges: Partial<
  Record<AdminPayment['paymentStatus'], { words: 'card.paid' | 'card.refunded'; className: string }>
> = {
  paid: { words: 'card.paid', className: 'badge-success' },
  refunded: { words: 'card.refunded', className: 'badge-neutral' },
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-base-content/75">{term}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}

/** Where the seller's share stands, and whether a dispute holds it. */
function TransferFact({ transfer }: { transfer: AdminPayment['transfer'] }) {
  const t = useT(adminCatalogue);
  if (!transfer) return <Fact term={t('card.transfer')}>{t('card.none')}</Fact>;
  return (
    <Fact term={t('card.transfer')}>
      {transferStateWords[transfer.state]} · {formatCents(transfer.amountCents)}
      {transfer.frozen ? (
        <span className="badge badge-warning badge-sm ml-2 h-auto">{t('card.frozen')}</span>
      ) : null}
    </Fact>
  );
}

/** One sale for administrators: car, buyer, seller, money, transfer, and its refund or dispute; Refund while paid. */
export function PaymentCard({ payment, onRefund }: { payment: AdminPayment; onRefund: () => void }) {
  const t = useT(adminCatalogue);
  const badge = statusBadges[payment.paymentStatus];
  return (
    <li className="card border-base-300 bg-base-100 border">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="leading-snug font-semibold break-words">
            {payment.carId ? (
              <Link to={carPath(payment.carId)} className="link link-hover">
                {payment.productName}
              </Link>
            ) : (
              payment.productName
            )}
          </h2>
          {badge ? <span className={`badge ${badge.className}`}>{t(badge.words)}</span> : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <Fact term={t('card.buyer')}>
            {payment.buyerName} ·{' '}
            <a href={`mailto:${payment.buyerEmail}`} className="link break-all">
              {payment.buyerEmail}
            </a>
          </Fact>
          <Fact term={t('card.seller')}>
            {payment.sellerName ?? <span className="italic">{t('card.accountDeleted')}</span>}
          </Fact>
          <Fact term={t('card.amount')}>
            <span className="font-semibold tabular-nums">{formatCents(payment.amountCents)}</span>
          </Fact>
          <Fact term={t('card.fee')}>
            <span className="tabular-nums">{formatCents(payment.feeCents)}</span>
          </Fact>
          <Fact term={t('card.paidOn')}>
            <time dateTime={payment.paidAt}>{formatDate(payment.paidAt)}</time>
          </Fact>
          <TransferFact transfer={payment.transfer} />
          {payment.refund ? (
            <Fact term={t('card.refund')}>
              <RefundLines refund={payment.refund} reader="admin" />
            </Fact>
          ) : null}
          {payment.dispute ? (
            <Fact term={t('card.dispute')}>
              {t.rich('card.disputeLine', {
                words: disputeWords(payment.dispute),
                amount: formatCents(payment.dispute.amountCents),
                opened: (
                  <time dateTime={payment.dispute.createdAt}>{formatDate(payment.dispute.createdAt)}</time>
                ),
              })}
            </Fact>
          ) : null}
        </dl>
        {payment.paymentStatus === 'paid' ? (
          <button
            id={refundPaymentButtonId(payment)}
            type="button"
            className="btn btn-sm btn-outline btn-error self-start"
            aria-label={t('card.refundLabel', { name: payment.productName })}
            onClick={onRefund}
          >
            {t('card.refundButton')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
