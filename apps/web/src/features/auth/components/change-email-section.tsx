import { useMutation } from '@tanstack/react-query';
import { SubmitButton } from '../../../components/ui/submit-button';
import { EmailField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { RequestProblem } from '../../../components/ui/request-problem';
import { requestEmailChange } from '../api/email-change';
import { useAuth } from '../../../entities/session/auth-context';
import { changeEmailForm } from '../forms';

/** Settings: asks for a new sign-in address; nothing changes until the link sent to it is followed. */
export function ChangeEmailSection() {
  const { user } = useAuth();
  const { control, handleSubmit } = useContractForm(changeEmailForm, { newEmail: '' });
  const request = useMutation({ mutationFn: requestEmailChange });
  const submit = handleSubmit(({ newEmail }) => {
    if (!request.isPending) request.mutate(newEmail);
  });

  return (
    <section aria-labelledby="email-heading" className="card bg-base-100 border-base-300 max-w-xl border">
      <div className="card-body gap-4">
        <h2 id="email-heading" className="text-xl font-bold">
          Change e-mail
        </h2>
        <p className="text-base-content/75">
          You sign in with {user?.email}. We send a link to the new address; your address changes when you
          follow it, and you then sign in again with the new one.
        </p>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          <EmailField control={control} name="newEmail" label="New e-mail address" />
          {request.isSuccess && (
            <p role="status" className="text-success">
              {request.data.message}
            </p>
          )}
          <RequestProblem error={request.error} />
          <SubmitButton busy={request.isPending} busyLabel="Sending…">
            Send the link
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
