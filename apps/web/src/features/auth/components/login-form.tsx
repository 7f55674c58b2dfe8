import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { EmailField, PasswordField } from '../../../components/form/form-fields';
import { useContractForm } from '../../../components/form/use-contract-form';
import { loginForm, loginLabels } from '../forms';
import { useLogin } from '../hooks/use-login';
import { useT } from '../../../lib/i18n';
import { authCatalogue } from '../i18n';
import { GoogleButton } from './google-button';

/** E-mail and password sign-in, or Google; then back to `returnTo` (else /home). */
export function LoginForm({ returnTo }: { returnTo: string | undefined }) {
  const t = useT(authCatalogue);
  const login = useLogin();
  const { control, handleSubmit } = useContractForm(loginForm, { email: '', password: '' }, loginLabels);

  const submit = handleSubmit((credentials) => {
    if (!login.isPending) login.mutate({ ...credentials, returnTo });
  });

  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <EmailField control={control} name="email" />
        <div className="space-y-1.5">
          <PasswordField control={control} name="password" purpose="current" />
          <Link to="/forgot-password" className="link link-hover text-sm">
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={login.isPending} busyLabel={t('login.signingIn')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <div className="divider my-0">{t('or')}</div>
      <GoogleButton accountStatus="buyer" returnTo={returnTo} disabled={login.isPending} />
      <p className="text-center">
        {t.rich('login.newHere', {
          link: (chunks) => (
            <Link to="/signup" className="link link-primary font-semibold">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </>
  );
}
