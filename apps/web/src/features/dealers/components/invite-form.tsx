import type { DealerRole } from '@second-gear/contract';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { EmailField, FormSelectField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { RequestProblem } from '../../../components/ui/request-problem';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useInvite } from '../api/dealers';
import { inviteForm, roleLabels } from '../dealer-forms';

/** Invites an address to a role: the server e-mails it a link that works once, for 7 days. */
export function InviteForm({ dealerId, roles }: { dealerId: string; roles: DealerRole[] }) {
  const id = useId();
  const invite = useInvite();
  const { control, handleSubmit, reset } = useContractForm(
    inviteForm,
    { email: '', role: roles[0] ?? 'sales' },
    { email: 'E-mail', role: 'Role' },
  );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Invite someone
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
                  toast.success(`An invitation is on its way to ${sent.email}.`);
                  reset({ email: '', role: values.role });
                },
              },
            ),
          )(event)
        }
      >
        <EmailField control={control} name="email" label="E-mail of the person to invite" />
        <FormSelectField control={control} name="role" label="Role">
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </FormSelectField>
        <RequestProblem error={invite.error} lead="Nobody was invited." id={`${id}-problem`} />
        <SubmitButton busy={invite.isPending} busyLabel="Sending…" describedBy={`${id}-problem`}>
          Send the invitation
        </SubmitButton>
      </form>
    </section>
  );
}
