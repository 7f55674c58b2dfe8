import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

export function SignUpPage() {
  const t = useT(appCatalogue);
  // `?as=seller` (Start selling on Home) opens the form with Seller chosen.
  const [search] = useSearchParams();
  const initialStatus = search.get('as') === 'seller' ? 'seller' : 'buyer';
  return (
    <>
      <DocumentTitle page={t('title.signUp')} />
      <AuthCard title={t('signUp.heading')} intro={t('signUp.intro')}>
        <SignUpForm initialStatus={initialStatus} />
      </AuthCard>
    </>
  );
}
