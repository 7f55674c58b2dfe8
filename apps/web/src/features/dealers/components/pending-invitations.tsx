import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { formatDateTime } from '../../../lib/format';
import { useInvitations, useWithdrawInvitation } from '../api/dealers';
import { useT } from '../../../lib/i18n';
import { dealersCatalogue } from '../i18n';

/** The invitations not used nor expired yet, each of which can be withdrawn. */
export function PendingInvitations({ dealerId }: { dealerId: string }) {
  const t = useT(dealersCatalogue);
  const invitations = useInvitations(dealerId, true);
  const withdraw = useWithdrawInvitation();
  if (invitations.isPending) return <PulsingDots label={t('invitations.loading')} />;
  if (invitations.isError)
    return (
      <LoadFailed
        what={t('invitations.what')}
        error={invitations.error}
        retry={() => void invitations.refetch()}
      />
    );
  return (
    <section aria-labelledby="pending-invitations" className="space-y-3">
      <h2 id="pending-invitations" className="text-xl font-bold">
        {t('invitations.heading')}
      </h2>
      <RequestProblem error={withdraw.error} lead={t('invitations.notWithdrawn')} />
      {invitations.data.length === 0 ? (
        <p>{t('invitations.empty')}</p>
      ) : (
        <ul className="divide-base-300 divide-y">
          {invitations.data.map((invitation) => (
            <li key={invitation._id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="flex-1">
                <p className="font-semibold">{invitation.email}</p>
                <p className="text-sm opacity-70">
                  {t('invitations.roleAndExpiry', {
                    role: invitation.role,
                    expires: formatDateTime(invitation.expiresAt),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={withdraw.isPending}
                aria-label={t('invitations.withdrawLabel', { email: invitation.email })}
                onClick={() => withdraw.mutate({ dealerId, invitationId: invitation._id })}
              >
                {t('invitations.withdraw')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
