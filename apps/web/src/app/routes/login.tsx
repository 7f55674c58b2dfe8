import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { googleCancelledMessage, googleFailedMessage } from '../../features/auth/hooks/messages';
import { forgetGoogleIntent, readGoogleIntent, returnPathOf } from '../../entities/session/return-to';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** Better Auth's code when the visitor declined at Google. */
const declinedAtGoogle = 'access_denied';

export function LoginPage() {
  const t = useT(appCatalogue);
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathOf(location);

  // Google sends failures back here (`?google=failed&error=<code>`): say so once, and keep the page to return to.
  const search = new URLSearchParams(location.search);
  const googleError = search.get('google') === 'failed' ? (search.get('error') ?? '') : undefined;
  const googleErrorHandled = useRef(false);
  useEffect(() => {
    if (googleError === undefined || googleErrorHandled.current) return;
    googleErrorHandled.current = true;
    const intended = readGoogleIntent().returnTo;
    forgetGoogleIntent();
    toast.error(googleError === declinedAtGoogle ? googleCancelledMessage : googleFailedMessage, {
      id: 'google-sign-in-failed',
    });
    void navigate('/login', { replace: true, state: intended ? { from: intended } : null });
  }, [googleError, navigate]);

  return (
    <>
      <DocumentTitle page={t('title.signIn')} />
      <AuthCard title={t('signIn.heading')} intro={t('signIn.intro')}>
        <LoginForm returnTo={returnTo} />
      </AuthCard>
    </>
  );
}
