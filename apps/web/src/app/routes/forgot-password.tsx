import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { SubmitButton } from '../../components/ui/submit-button';
import { TextField } from '../../components/ui/text-field';
import { requestPasswordReset } from '../../features/auth/api/password-reset';
import { AuthCard } from '../../features/auth/components/auth-card';
import {
  forgotPasswordForm,
  forgotPasswordLabels,
  requiredMessage,
  type ForgotPasswordFormValues,
} from '../../features/auth/forms';
import { messageOf } from '../../lib/api-error';
import { validateForm } from '../../lib/form-validation';
import { useValidatedForm } from '../../lib/use-validated-form';

const validate = (values: ForgotPasswordFormValues) =>
  validateForm(forgotPasswordForm, values, forgotPasswordLabels, requiredMessage);

/** "Forgot Password?": asks for the e-mail, then says the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
  const { values, errors, setValue, handleSubmit, formRef } = useValidatedForm({ email: '' }, validate);
  const submit = handleSubmit(({ email }) => {
    if (!request.isPending) request.mutate(email);
  });

  return (
    <>
      <DocumentTitle page="Forgot password" />
      <AuthCard
        title="Forgot your password?"
        intro="Enter the e-mail of your account and we will send you a link to choose a new password."
      >
        {request.isSuccess ? (
          <div role="status" className="alert alert-success">
            <span>
              If {request.variables} belongs to an account, a link to choose a new password is on its way. It
              works once, within one hour. Check your spam folder if it does not arrive.
            </span>
          </div>
        ) : (
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
            {request.isError && (
              <p role="alert" className="text-error">
                {messageOf(request.error)}
              </p>
            )}
            <SubmitButton busy={request.isPending} busyLabel="Sending…">
              Send the link
            </SubmitButton>
          </form>
        )}
        <p className="text-center">
          <Link to="/login" className="link link-primary font-semibold">
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
