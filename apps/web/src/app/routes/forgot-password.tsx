import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { SubmitButton } from '../../components/ui/submit-button';
import { EmailField } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { requestPasswordReset } from '../../features/auth/api/password-reset';
import { AuthCard } from '../../features/auth/components/auth-card';
import { forgotPasswordForm, forgotPasswordLabels } from '../../features/auth/forms';
import { RequestProblem } from '../../components/ui/request-problem';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** "Forgot Password?": asks for the e-mail, then says the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const t = useT(appCatalogue);
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
  const { control, handleSubmit } = useContractForm(forgotPasswordForm, { email: '' }, forgotPasswordLabels);
  const submit = handleSubmit(({ email }) => {
    if (!request.isPending) request.mutate(email);
  });

  return (
    <>
      <DocumentTitle page={t('title.forgotPassword')} />
      <AuthCard title={t('forgotPassword.heading')} intro={t('forgotPassword.intro')}>
        {request.isSuccess ? (
          <div role="status" className="alert alert-success">
            <span>{t('forgotPassword.sent', { email: request.variables })}</span>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
            <EmailField control={control} name="email" />
            <RequestProblem error={request.error} />
            <SubmitButton busy={request.isPending} busyLabel={t('forgotPassword.sending')}>
              {t('forgotPassword.submit')}
            </SubmitButton>
          </form>
        )}
        <p className="text-center">
          <Link to="/login" className="link link-primary font-semibold">
            {t('forgotPassword.back')}
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
