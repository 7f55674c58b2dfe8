import { dealerRoles, type DealerMembership, type DealerRole, type StaffMember } from '@second-gear/contract';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useChangeRole, useRemoveStaff, useStaff } from '../api/dealers';
import { useT } from '../../../lib/i18n';
import { dealersCatalogue } from '../i18n';
import { staffActions } from '../staff-actions';

interface StaffListProps {
  membership: DealerMembership;
  /** The signed-in person's e-mail address, to tell "Leave" from "Remove". */
  email: string;
}

/** The dealership's staff and their roles, with what the signed-in person's role lets them do to each. */
export function StaffList({ membership, email }: StaffListProps) {
  const t = useT(dealersCatalogue);
  const dealerId = membership.dealer._id;
  const staff = useStaff(dealerId);
  const remove = useRemoveStaff();
  const changeRole = useChangeRole();

  if (staff.isPending) return <PulsingDots label={t('staff.loading')} />;
  if (staff.isError)
    return <LoadFailed what={t('staff.what')} error={staff.error} retry={() => void staff.refetch()} />;

  return (
    <section aria-labelledby="staff" className="space-y-3">
      <h2 id="staff" className="text-xl font-bold">
        {t('staff.heading')}
      </h2>
      <RequestProblem error={remove.error} lead={t('staff.notRemoved')} />
      <RequestProblem error={changeRole.error} lead={t('staff.roleNotChanged')} />
      <ul className="divide-base-300 divide-y">
        {staff.data.map((member: StaffMember) => {
          const self = member.email.toLowerCase() === email.toLowerCase();
          const can = staffActions(membership.role, member.role, self);
          return (
            <li key={member.accountId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-48 flex-1">
                <p className="font-semibold">
                  {self ? t('staff.you', { name: member.username }) : member.username}
                </p>
                <p className="text-sm opacity-70">{member.email}</p>
              </div>
              {can.changeRole ? (
                <label className="flex items-center gap-2">
                  <span className="sr-only">{t('staff.roleOf', { name: member.username })}</span>
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
                        {t('role', { role })}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span className="badge badge-outline">{t('role', { role: member.role })}</span>
              )}
              {can.remove ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={remove.isPending}
                  aria-label={
                    self
                      ? t('staff.leaveLabel', { dealer: membership.dealer.name })
                      : t('staff.removeLabel', { name: member.username })
                  }
                  onClick={() => remove.mutate({ dealerId, accountId: member.accountId })}
                >
                  {self ? t('staff.leave') : t('staff.remove')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
