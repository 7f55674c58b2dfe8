import type { DealerMembership } from '@second-gear/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useDealer, useUpdateDealership } from '../api/dealers';
import { useT } from '../../../lib/i18n';
import { dealersCatalogue } from '../i18n';
import { invitableRoles, managesDealership } from '../staff-actions';
import { DealerDetailsForm } from './dealer-details-form';
import { InviteForm } from './invite-form';
import { PendingInvitations } from './pending-invitations';
import { StaffList } from './staff-list';

/** The dealership the signed-in person works for: its details, its staff and its invitations. */
export function DealershipPanel({ membership, email }: { membership: DealerMembership; email: string }) {
  const t = useT(dealersCatalogue);
  const { dealer, role } = membership;
  const details = useDealer(dealer._id);
  const update = useUpdateDealership();
  const [editing, setEditing] = useState(false);
  const manages = managesDealership(role);

  return (
    <div className="space-y-8">
      <section aria-labelledby="dealership-details" className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="dealership-details" className="flex-1 text-2xl font-bold">
            {details.data?.name ?? dealer.name}
          </h2>
          <span className="badge badge-primary">{t('panel.youAre', { role })}</span>
          <Link to={`/dealers/${dealer.slug}`} className="link">
            {t('panel.storefront')}
          </Link>
          {manages ? (
            <Link to="/dashboard/dealer/import" className="link">
              {t('panel.import')}
            </Link>
          ) : null}
        </div>
        {details.isPending ? (
          <PulsingDots label={t('panel.loading')} />
        ) : details.isError ? (
          <LoadFailed what={t('panel.what')} error={details.error} retry={() => void details.refetch()} />
        ) : editing ? (
          <DealerDetailsForm
            initial={details.data}
            submitLabel={t('panel.save')}
            busyLabel={t('panel.saving')}
            busy={update.isPending}
            error={update.error}
            onSubmit={(changes) =>
              update.mutate(
                { id: dealer._id, ...changes },
                {
                  onSuccess: () => {
                    toast.success(t('panel.saved'));
                    setEditing(false);
                  },
                },
              )
            }
          />
        ) : (
          <>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
              <dt className="font-semibold">{t('details.address')}</dt>
              <dd>
                {details.data.address}, {details.data.zip}
              </dd>
              <dt className="font-semibold">{t('details.phone')}</dt>
              <dd>{details.data.phone}</dd>
              <dt className="font-semibold">{t('details.hours')}</dt>
              <dd className="whitespace-pre-line">{details.data.hours || '—'}</dd>
              <dt className="font-semibold">{t('panel.about')}</dt>
              <dd className="whitespace-pre-line">{details.data.about || '—'}</dd>
            </dl>
            {details.data.logo ? (
              <img
                src={details.data.logo}
                alt={t('panel.logoAlt', { name: details.data.name })}
                className="h-16 w-auto rounded"
              />
            ) : null}
            {manages ? (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
                {t('panel.edit')}
              </button>
            ) : null}
          </>
        )}
      </section>
      <StaffList membership={membership} email={email} />
      {manages ? (
        <>
          <InviteForm dealerId={dealer._id} roles={invitableRoles(role)} />
          <PendingInvitations dealerId={dealer._id} />
        </>
      ) : null}
    </div>
  );
}
