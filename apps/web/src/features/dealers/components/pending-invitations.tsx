import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { formatDateTime } from '../../../lib/format';
import { useInvitations, useWithdrawInvitation } from '../api/dealers';
import { roleLabels } from '../dealer-forms';

/** The invitations not used nor expired yet, each of which can be withdrawn. */
export function PendingInvitations({ dealerId }: { dealerId: string }) {
  const invitations = useInvitations(dealerId, true);
  const withdraw = useWithdrawInvitation();
  if (invitations.isPending) return <PulsingDots label="Loading the invitations" />;
  if (invitations.isError)
    return (
      <LoadFailed what="The invitations" error={invitations.error} retry={() => void invitations.refetch()} />
    );
  return (
    <section aria-labelledby="pending-invitations" className="space-y-3">
      <h2 id="pending-invitations" className="text-xl font-bold">
        Pending invitations
      </h2>
      <RequestProblem error={withdraw.error} lead="The invitation was not withdrawn." />
      {invitations.data.length === 0 ? (
        <p>No invitations waiting.</p>
      ) : (
        <ul className="divide-base-300 divide-y">
          {invitations.data.map((invitation) => (
            <li key={invitation._id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="flex-1">
                <p className="font-semibold">{invitation.email}</p>
                <p className="text-sm opacity-70">
                  {roleLabels[invitation.role]} · expires {formatDateTime(invitation.expiresAt)}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={withdraw.isPending}
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                onClick={() => withdraw.mutate({ dealerId, invitationId: invitation._id })}
              >
                Withdraw
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
