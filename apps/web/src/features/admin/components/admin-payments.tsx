import type { AdminPayment } from '@second-gear/contract';
import { useId, useRef, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { formatCents } from '../../../lib/format';
import { RefundDialog } from '../../../entities/order/components/refund-dialog';
import { useAdminPayments, type AdminPaymentFilter } from '../api/admin-payments';
import { useRefundPayment } from '../api/refund-payment';
import { ListSearch, LoadMore } from './list-more';
import { PaymentCard, refundPaymentButtonId } from './payment-card';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

const filters: readonly AdminPaymentFilter[] = ['paid', 'refunded', 'disputed'];

/** Paid, Refunded or Disputed: which sales the list shows. */
function FilterTabs({
  value,
  onChange,
}: {
  value: AdminPaymentFilter;
  onChange: (value: AdminPaymentFilter) => void;
}) {
  const t = useT(adminCatalogue);
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('payments.show')}</legend>
      <div className="tabs tabs-box w-fit">
        {filters.map((filter) => (
          <input
            key={filter}
            type="radio"
            name={name}
            className="tab"
            aria-label={t('payments.filter', { filter })}
            checked={value === filter}
            onChange={() => onChange(filter)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The refund of one sale: the dialog, and the call that makes it. */
function RefundPayment({
  payment,
  onClose,
  returnFocus,
}: {
  payment: AdminPayment;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useT(adminCatalogue);
  const refund = useRefundPayment();
  return (
    <RefundDialog
      title={t('payments.refundTitle', { name: payment.productName })}
      amount={formatCents(payment.amountCents)}
      relistByDefault={false}
      busy={refund.isPending}
      error={refund.error}
      onRefund={(request) =>
        refund.mutate({ bookingId: payment.bookingId, ...request }, { onSuccess: onClose })
      }
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}

/** Payments: the marketplace's sales, paid, refunded or disputed, with a search, Load more, and Refund. */
export function AdminPayments() {
  const t = useT(adminCatalogue);
  const [status, setStatus] = useState<AdminPaymentFilter>('paid');
  const [search, setSearch] = useState('');
  const payments = useAdminPayments(status, search);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = payments.data?.pages.flatMap((page) => page.rows);

  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
        >
          {t('payments.heading')}
        </h1>
        <p className="text-base-content/75">{t('payments.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <FilterTabs value={status} onChange={setStatus} />
        <ListSearch label={t('payments.search')} onSearch={setSearch} />
      </div>

      {payments.isPending ? (
        <PulsingDots label={t('payments.loading')} />
      ) : !list ? (
        <LoadFailed what={t('payments.what')} error={payments.error} retry={() => void payments.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-box border-base-300 border border-dashed p-6">
          {search
            ? t('payments.noMatch', { filter: status, search })
            : t('payments.none', { filter: status })}
        </p>
      ) : (
        <ol aria-label={t('payments.list', { filter: status })} className="grid gap-4 md:grid-cols-2">
          {list.map((payment) => (
            <PaymentCard key={payment.bookingId} payment={payment} onRefund={() => setRefunding(payment)} />
          ))}
        </ol>
      )}
      {list ? <LoadMore what={t('payments.more')} list={payments} /> : null}

      {refunding ? (
        <RefundPayment
          payment={refunding}
          onClose={() => setRefunding(null)}
          // Back to the row's Refund button when cancelled; to the heading once the sale is refunded.
          returnFocus={() => document.getElementById(refundPaymentButtonId(refunding)) ?? heading.current}
        />
      ) : null}
    </div>
  );
}
