import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { SubmitButton } from '../../components/ui/submit-button';
import { PasswordConfirmationField, PasswordField } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { tryRequestAccessToken } from '../../entities/session/api/access-token';
import { resetPassword } from '../../features/auth/api/password-reset';
import { useAuth } from '../../entities/session/auth-context';
import { AuthCard } from '../../features/auth/components/auth-card';
import { resetPasswordForm, resetPasswordLabels } from '../../features/auth/forms';
import { ApiError, messageOf } from '../../lib/api-error';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** The reset e-mail's link: a new password, which signs the person in and ends their other sessions. */
export function ResetPasswordPage() {
  const t = useT(appCatalogue);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { changeSession } = useAuth();
  const navigate = useNavigate();
  const reset = useMutation({
    mutationFn: async (password: string) => {
      const user = await changeSession(() => resetPassword(token, password));
      if (user) await tryRequestAccessToken(user.email);
    },
    onSuccess: () => {
      toast.success(appCatalogue.t('resetPassword.done'));
      void navigate('/dashboard', { replace: true });
    },
  });
  const { control, handleSubmit } = useContractForm(
    resetPasswordForm,
    { password: '', confirmation: '' },
    resetPasswordLabels,
  );
  const submit = handleSubmit(({ password }) => {
    if (!reset.isPending) reset.mutate(password);
  });
  const linkRefused = reset.error instanceof ApiError && reset.error.status === 400;

  return (
    <>
      <DocumentTitle page={t('title.resetPassword')} />
      <AuthCard title={t('resetPassword.heading')} intro={t('resetPassword.intro')}>
        {!token || linkRefused ? (
          <div role="alert" className="alert alert-error">
            <span>
              {token ? t('resetPassword.expired') : t('needsLink')}{' '}
              <Link to="/forgot-password" className="link font-semibold">
                {t('resetPassword.askNew')}
              </Link>
            </span>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
            <PasswordField
              control={control}
              name="password"
              purpose="new"
              label={t('resetPassword.newPassword')}
            />
            <PasswordConfirmationField control={control} name="confirmation" />
            {reset.isError && (
              <p role="alert" className="text-error">
                {messageOf(reset.error)}
              </p>
            )}
            <SubmitButton busy={reset.isPending} busyLabel={t('saving')}>
              {t('resetPassword.submit')}
            </SubmitButton>
          </form>
        )}
      </AuthCard>
    </>
  );
}
