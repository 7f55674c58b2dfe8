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

/** "Forgot Password?": asks for the e-mail, then says the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
  const { control, handleSubmit } = useContractForm(forgotPasswordForm, { email: '' }, forgotPasswordLabels);
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
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
            <EmailField control={control} name="email" />
            <RequestProblem error={request.error} />
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
