import { DocumentTitle } from '../../components/ui/document-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

export function SignUpPage() {
  return (
    <>
      <DocumentTitle page="Sign up" />
      <AuthCard title="Create your account" intro="Buy a used car with confidence, or sell yours.">
        <SignUpForm />
      </AuthCard>
    </>
  );
}
