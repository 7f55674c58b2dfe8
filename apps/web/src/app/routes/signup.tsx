import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignUpForm } from '../../features/auth/components/sign-up-form';

export function SignUpPage() {
  // `?as=seller` (Start selling on Home) opens the form with Seller chosen.
  const [search] = useSearchParams();
  const initialStatus = search.get('as') === 'seller' ? 'seller' : 'buyer';
  return (
    <>
      <DocumentTitle page="Sign up" />
      <AuthCard title="Create your account" intro="Buy a used car with confidence, or sell yours.">
        <SignUpForm initialStatus={initialStatus} />
      </AuthCard>
    </>
  );
}
