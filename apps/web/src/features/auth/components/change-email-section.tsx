import { useMutation } from '@tanstack/react-query';
import { SubmitButton } from '../../../components/ui/submit-button';
import { EmailField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { RequestProblem } from '../../../components/ui/request-problem';
import { requestEmailChange } from '../api/email-change';
import { useAuth } from '../../../entities/session/auth-context';
import { changeEmailForm } from '../forms';
import { authCatalogue } from '../i18n';
import { useT } from '../../../lib/i18n';

/** Settings: asks for a new sign-in address; nothing changes until the link sent to it is followed. */
export function ChangeEmailSection() {
  const t = useT(authCatalogue);
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
          {t('changeEmail.heading')}
        </h2>
        <p className="text-base-content/75">{t('changeEmail.intro', { email: user?.email ?? '' })}</p>
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          <EmailField control={control} name="newEmail" label={t('changeEmail.label')} />
          {request.isSuccess && (
            <p role="status" className="text-success">
              {request.data.message}
            </p>
          )}
          <RequestProblem error={request.error} />
          <SubmitButton busy={request.isPending} busyLabel={t('changeEmail.sending')}>
            {t('changeEmail.submit')}
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
