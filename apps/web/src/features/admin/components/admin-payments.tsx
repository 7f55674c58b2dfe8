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

const filters: readonly { value: AdminPaymentFilter; label: string; none: string }[] = [
  { value: 'paid', label: 'Paid', none: 'No paid sale to show.' },
  { value: 'refunded', label: 'Refunded', none: 'No refunded sale yet.' },
  { value: 'disputed', label: 'Disputed', none: 'No sale is disputed.' },
];

/** Paid, Refunded or Disputed: which sales the list shows. */
function FilterTabs({
  value,
  onChange,
}: {
  value: AdminPaymentFilter;
  onChange: (value: AdminPaymentFilter) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Show</legend>
      <div className="tabs tabs-box w-fit">
        {filters.map((filter) => (
          <input
            key={filter.value}
            type="radio"
            name={name}
            className="tab"
            aria-label={filter.label}
            checked={value === filter.value}
            onChange={() => onChange(filter.value)}
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
  const refund = useRefundPayment();
  return (
    <RefundDialog
      title={`Refund ${payment.productName}?`}
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
  const [status, setStatus] = useState<AdminPaymentFilter>('paid');
  const [search, setSearch] = useState('');
  const payments = useAdminPayments(status, search);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = payments.data?.pages.flatMap((page) => page.rows);
  const filter = filters.find((each) => each.value === status)!;

  return (
    <div className="max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
        >
          Payments
        </h1>
        <p className="text-base-content/75">
          Every sale, its money, the seller&apos;s transfer, and any refund or card dispute.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <FilterTabs value={status} onChange={setStatus} />
        <ListSearch label="Search sales by car, buyer or seller" onSearch={setSearch} />
      </div>

      {payments.isPending ? (
        <PulsingDots label="Loading the sales" />
      ) : !list ? (
        <LoadFailed what="The sales" error={payments.error} retry={() => void payments.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-box border-base-300 border border-dashed p-6">
          {search ? `No ${filter.label.toLocaleLowerCase()} sale matches “${search}”.` : filter.none}
        </p>
      ) : (
        <ol aria-label={`${filter.label} sales`} className="grid gap-4 md:grid-cols-2">
          {list.map((payment) => (
            <PaymentCard key={payment.bookingId} payment={payment} onRefund={() => setRefunding(payment)} />
          ))}
        </ol>
      )}
      {list ? <LoadMore what="More sales" list={payments} /> : null}

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
