import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { validateForm } from '../../../lib/form-validation';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { loginForm, loginLabels, requiredMessage, type LoginFormValues } from '../forms';
import { useLogin } from '../hooks/use-login';
import { GoogleButton } from './google-button';

const emptyLogin: LoginFormValues = { email: '', password: '' };

const validateLogin = (values: LoginFormValues) =>
  validateForm(loginForm, values, loginLabels, requiredMessage);

/** E-mail and password sign-in, or Google; then back to `returnTo` (else /home). */
export function LoginForm({ returnTo }: { returnTo: string | undefined }) {
  const login = useLogin();
  const { values, errors, setValue, handleSubmit, formRef } = useValidatedForm(emptyLogin, validateLogin);

  const submit = handleSubmit((credentials) => {
    if (!login.isPending) login.mutate({ ...credentials, returnTo });
  });

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onValueChange={(value) => setValue('email', value)}
          error={errors.email}
        />
        <div className="space-y-1.5">
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onValueChange={(value) => setValue('password', value)}
            error={errors.password}
          />
          <Link to="/forgot-password" className="link link-hover text-sm">
            Forgot Password?
          </Link>
        </div>
        <SubmitButton busy={login.isPending} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      <div className="divider my-0">or</div>
      <GoogleButton accountStatus="buyer" returnTo={returnTo} disabled={login.isPending} />
      <p className="text-center">
        New to Second Gear?{' '}
        <Link to="/signup" className="link link-primary font-semibold">
          Create an account
        </Link>
      </p>
    </>
  );
}
