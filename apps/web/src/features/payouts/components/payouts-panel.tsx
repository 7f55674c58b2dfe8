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
import { useT } from '../../../lib/i18n';
import { payoutsCatalogue } from '../i18n';

/** GET /api/payouts/{id}/statement.pdf: a plain link, which the browser's sign-in session authorises. */
const statementHref = (transfer: PayoutTransfer) =>
  apiUrl(`/payouts/${encodeURIComponent(transfer._id)}/statement.pdf`);

/** What Stripe sent the seller back with: onboarding left (finished or not), or a link no longer valid. */
function ReturnNotice({ status, buttonLabel }: { status: PayoutSummary['status']; buttonLabel: string }) {
  const t = useT(payoutsCatalogue);
  const [search] = useSearchParams();
  const onboarding = search.get('onboarding');
  if (onboarding === 'expired') {
    return (
      <div role="alert" className="alert alert-warning alert-soft">
        {t('return.expired', { button: buttonLabel })}
      </div>
    );
  }
  if (onboarding !== 'done') return null;
  return status === 'enabled' ? (
    <div role="status" className="alert alert-success alert-soft">
      {t('return.connected')}
    </div>
  ) : (
    <div role="status" className="alert alert-info alert-soft">
      {t('return.moreDetails', { button: buttonLabel })}
    </div>
  );
}

function Transfers({ transfers }: { transfers: PayoutTransfer[] }) {
  const t = useT(payoutsCatalogue);
  if (transfers.length === 0) {
    return <p>{t('transfers.none')}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className="table">
        <caption className="sr-only">{t('transfers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transfers.car')}</th>
            <th scope="col">{t('transfers.date')}</th>
            <th scope="col">{t('transfers.amount')}</th>
            <th scope="col">{t('transfers.fee')}</th>
            <th scope="col">{t('transfers.state')}</th>
            <th scope="col">{t('transfers.statement')}</th>
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
                    {t('transfers.frozen')}
                  </span>
                ) : null}
              </td>
              <td>
                <a
                  className="link whitespace-nowrap"
                  href={statementHref(transfer)}
                  download
                  aria-label={t('transfers.statementLabel', { car: transfer.productName })}
                >
                  {t('transfers.statementLink')}
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
  const t = useT(payoutsCatalogue);
  const payouts = usePayouts();
  const onboarding = useStartOnboarding();

  if (payouts.isPending) return <PulsingDots label={t('loading')} />;
  if (payouts.isError) {
    return <LoadFailed what={t('failedWhat')} error={payouts.error} retry={() => void payouts.refetch()} />;
  }
  const { status, currentlyDue, pendingCents, transfers } = payouts.data;
  const buttonLabel = status === 'not_started' ? t('setUp') : t('continue');
  // The browser leaves for Stripe: the button stays busy until the page is gone.
  const leaving = onboarding.isPending || onboarding.isSuccess;

  return (
    <div className="space-y-6">
      <ReturnNotice status={status} buttonLabel={buttonLabel} />
      <section aria-labelledby="payout-account" className="card bg-base-100 border-base-300 border">
        <div className="card-body gap-3">
          <h2 id="payout-account" className="card-title">
            {t(`status.${status}`)}
          </h2>
          <p>{t(`explained.${status}`)}</p>
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
          <RequestProblem id="onboarding-problem" error={onboarding.error} lead={t('stripeFailed')} />
        </div>
      </section>
      <section aria-labelledby="payout-money" className="space-y-3">
        <h2 id="payout-money" className="text-xl font-bold">
          {t('money')}
        </h2>
        <p>
          {t.rich('pending', {
            amount: formatCents(pendingCents),
            bold: (chunks) => <span className="font-semibold">{chunks}</span>,
          })}
        </p>
        <Transfers transfers={transfers} />
      </section>
    </div>
  );
}
