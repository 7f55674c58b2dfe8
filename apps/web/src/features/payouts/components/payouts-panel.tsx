import type { PayoutSummary, PayoutTransfer } from '@second-gear/contract';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { apiUrl } from '../../../lib/api-url';
import { formatCents, formatDate } from '../../../lib/format';
import { transferStateWords } from '../../../entities/payout/transfer-words';
import { leaveAppFor } from '../../../lib/leave-app';
import { usePayouts, useStartOnboarding } from '../api/payouts';

const statusWords: Record<PayoutSummary['status'], string> = {
  not_started: 'Not connected yet',
  details_needed: 'Stripe needs more details',
  enabled: 'Payouts enabled',
};

const statusExplained: Record<PayoutSummary['status'], string> = {
  not_started:
    'Connect a payout account with Stripe, our payment partner, so the money of the cars you sell reaches your bank.',
  details_needed: 'Your payout account is open, but Stripe cannot pay you until you give it:',
  enabled: 'Stripe pays the money of the cars you sell into your bank account.',
};

/** GET /api/payouts/{id}/statement.pdf: a plain link, which the browser's sign-in session authorises. */
const statementHref = (transfer: PayoutTransfer) =>
  apiUrl(`/payouts/${encodeURIComponent(transfer._id)}/statement.pdf`);

/** What Stripe sent the seller back with: onboarding left (finished or not), or a link no longer valid. */
function ReturnNotice({ status, buttonLabel }: { status: PayoutSummary['status']; buttonLabel: string }) {
  const [search] = useSearchParams();
  const onboarding = search.get('onboarding');
  if (onboarding === 'expired') {
    return (
      <div role="alert" className="alert alert-warning alert-soft">
        That setup link has expired or was already used. Press “{buttonLabel}” again for a new one.
      </div>
    );
  }
  if (onboarding !== 'done') return null;
  return status === 'enabled' ? (
    <div role="status" className="alert alert-success alert-soft">
      You are back from Stripe: your payout account is connected.
    </div>
  ) : (
    <div role="status" className="alert alert-info alert-soft">
      You are back from Stripe, which still needs a few details. Press “{buttonLabel}” to give them.
    </div>
  );
}

function Transfers({ transfers }: { transfers: PayoutTransfer[] }) {
  if (transfers.length === 0) {
    return <p>No payouts yet. When a buyer pays for one of your cars, your share will be listed here.</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="table">
        <caption className="sr-only">Your transfers</caption>
        <thead>
          <tr>
            <th scope="col">Car</th>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">Fee</th>
            <th scope="col">State</th>
            <th scope="col">Statement</th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((transfer) => (
            <tr key={transfer._id}>
              <th scope="row" className="font-semibold break-words">
                {transfer.productName}
              </th>
              <td>
                <time dateTime={transfer.createdAt}>{formatDate(transfer.createdAt)}</time>
              </td>
              <td className="tabular-nums">{formatCents(transfer.amountCents)}</td>
              <td className="tabular-nums">{formatCents(transfer.feeCents)}</td>
              <td>
                {transferStateWords[transfer.state]}
                {transfer.frozen ? (
                  <span className="badge badge-warning badge-sm mt-1 block h-auto">
                    Frozen by a card dispute
                  </span>
                ) : null}
              </td>
              <td>
                <a
                  className="link whitespace-nowrap"
                  href={statementHref(transfer)}
                  download
                  aria-label={`Statement (PDF) of ${transfer.productName}`}
                >
                  Statement (PDF)
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The seller's payout account as the server has it, the way to set it up with Stripe, and their money. */
export function PayoutsPanel() {
  const payouts = usePayouts();
  const onboarding = useStartOnboarding();

  if (payouts.isPending) return <PulsingDots label="Loading your payouts" />;
  if (payouts.isError) {
    return <LoadFailed what="Your payouts" error={payouts.error} retry={() => void payouts.refetch()} />;
  }
  const { status, currentlyDue, pendingCents, transfers } = payouts.data;
  const buttonLabel = status === 'not_started' ? 'Set up payouts' : 'Continue setup';
  // The browser leaves for Stripe: the button stays busy until the page is gone.
  const leaving = onboarding.isPending || onboarding.isSuccess;

  return (
    <div className="space-y-6">
      <ReturnNotice status={status} buttonLabel={buttonLabel} />
      <section aria-labelledby="payout-account" className="card bg-base-100 border-base-300 border">
        <div className="card-body gap-3">
          <h2 id="payout-account" className="card-title">
            {statusWords[status]}
          </h2>
          <p>{statusExplained[status]}</p>
          {status === 'details_needed' && currentlyDue.length > 0 ? (
            <ul className="list-inside list-disc">
              {currentlyDue.map((due) => (
                <li key={due}>{due}</li>
              ))}
            </ul>
          ) : null}
          {status === 'enabled' ? null : (
            <div className="card-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={leaving}
                aria-describedby={onboarding.isError ? 'onboarding-problem' : undefined}
                onClick={() => onboarding.mutate(undefined, { onSuccess: ({ url }) => leaveAppFor(url) })}
              >
                {leaving ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
                {buttonLabel}
              </button>
            </div>
          )}
          <RequestProblem
            id="onboarding-problem"
            error={onboarding.error}
            lead="Stripe could not be opened."
          />
        </div>
      </section>
      <section aria-labelledby="payout-money" className="space-y-3">
        <h2 id="payout-money" className="text-xl font-bold">
          Your money
        </h2>
        <p>
          Pending: <span className="font-semibold">{formatCents(pendingCents)}</span>
        </p>
        <Transfers transfers={transfers} />
      </section>
    </div>
  );
}
