import { dealerRoles, type DealerMembership, type DealerRole, type StaffMember } from '@second-gear/contract';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useChangeRole, useRemoveStaff, useStaff } from '../api/dealers';
import { roleLabels } from '../dealer-forms';
import { staffActions } from '../staff-actions';

interface StaffListProps {
  membership: DealerMembership;
  /** The signed-in person's e-mail address, to tell "Leave" from "Remove". */
  email: string;
}

/** The dealership's staff and their roles, with what the signed-in person's role lets them do to each. */
export function StaffList({ membership, email }: StaffListProps) {
  const dealerId = membership.dealer._id;
  const staff = useStaff(dealerId);
  const remove = useRemoveStaff();
  const changeRole = useChangeRole();

  if (staff.isPending) return <PulsingDots label="Loading the staff" />;
  if (staff.isError)
    return <LoadFailed what="The staff" error={staff.error} retry={() => void staff.refetch()} />;

  return (
    <section aria-labelledby="staff" className="space-y-3">
      <h2 id="staff" className="text-xl font-bold">
        Staff
      </h2>
      <RequestProblem error={remove.error} lead="Nobody was removed." />
      <RequestProblem error={changeRole.error} lead="The role did not change." />
      <ul className="divide-base-300 divide-y">
        {staff.data.map((member: StaffMember) => {
          const self = member.email.toLowerCase() === email.toLowerCase();
          const can = staffActions(membership.role, member.role, self);
          return (
            <li key={member.accountId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-48 flex-1">
                <p className="font-semibold">
                  {member.username}
                  {self ? ' (you)' : ''}
                </p>
                <p className="text-sm opacity-70">{member.email}</p>
              </div>
              {can.changeRole ? (
                <label className="flex items-center gap-2">
                  <span className="sr-only">Role of {member.username}</span>
                  <select
                    className="select select-sm"
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) =>
                      changeRole.mutate({
                        dealerId,
                        accountId: member.accountId,
                        role: event.target.value as DealerRole,
                      })
                    }
                  >
                    {dealerRoles.map((role) => (
                      <option key={role} value={role}>
                        {roleLabels[role]}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span className="badge badge-outline">{roleLabels[member.role]}</span>
              )}
              {can.remove ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={remove.isPending}
                  aria-label={self ? `Leave ${membership.dealer.name}` : `Remove ${member.username}`}
                  onClick={() => remove.mutate({ dealerId, accountId: member.accountId })}
                >
                  {self ? 'Leave' : 'Remove'}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
