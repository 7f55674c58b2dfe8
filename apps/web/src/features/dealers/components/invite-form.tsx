import type { DealerRole } from '@second-gear/contract';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { EmailField, FormSelectField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { RequestProblem } from '../../../components/ui/request-problem';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useInvite } from '../api/dealers';
import { inviteForm } from '../dealer-forms';
import { useT } from '../../../lib/i18n';
import { dealersCatalogue } from '../i18n';

/** Invites an address to a role: the server e-mails it a link that works once, for 7 days. */
export function InviteForm({ dealerId, roles }: { dealerId: string; roles: DealerRole[] }) {
  const t = useT(dealersCatalogue);
  const id = useId();
  const invite = useInvite();
  const { control, handleSubmit, reset } = useContractForm(
    inviteForm,
    { email: '', role: roles[0] ?? 'sales' },
    { email: t('invite.email'), role: t('invite.role') },
  );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t('invite.heading')}
      </h2>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) =>
          void handleSubmit((values) =>
            invite.mutate(
              { dealerId, ...values },
              {
                onSuccess: (sent) => {
                  toast.success(t('invite.sent', { email: sent.email }));
                  reset({ email: '', role: values.role });
                },
              },
            ),
          )(event)
        }
      >
        <EmailField control={control} name="email" label={t('invite.emailLabel')} />
        <FormSelectField control={control} name="role" label={t('invite.role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t('role', { role })}
            </option>
          ))}
        </FormSelectField>
        <RequestProblem error={invite.error} lead={t('invite.failed')} id={`${id}-problem`} />
        <SubmitButton busy={invite.isPending} busyLabel={t('invite.busy')} describedBy={`${id}-problem`}>
          {t('invite.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
