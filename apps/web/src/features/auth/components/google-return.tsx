import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { messageOf } from '../../../lib/api-error';
import { useAuth } from '../../../entities/session/auth-context';
import { googleFailedPath } from '../hooks/use-google-sign-in';
import { useFinishGoogleSignIn } from '../hooks/use-finish-google-sign-in';
import { useT } from '../../../lib/i18n';
import { authCatalogue } from '../i18n';

/** Finishes a Google sign-in once the session shows the user; back to /login when it does not. */
export function GoogleReturn() {
  const t = useT(authCatalogue);
  const { user, loading } = useAuth();
  const finish = useFinishGoogleSignIn();
  const { mutate } = finish;
  const started = useRef(false);

  useEffect(() => {
    if (loading || !user || started.current) return;
    started.current = true;
    mutate(user);
  }, [loading, user, mutate]);

  if (!loading && !user) return <Navigate to={googleFailedPath} replace />;

  return (
    <section aria-labelledby="google-return-heading" className="mx-auto max-w-lg space-y-6 py-10 text-center">
      <h1 id="google-return-heading" className="text-3xl font-extrabold tracking-tight">
        {t('googleReturn.heading')}
      </h1>
      {finish.isError && user ? (
        <div role="alert" className="alert alert-error alert-soft flex flex-col gap-4 text-left sm:flex-row">
          <span>{t('googleReturn.failed', { message: messageOf(finish.error) })}</span>
          <button type="button" className="btn btn-sm btn-error" onClick={() => mutate(user)}>
            {t('googleReturn.retry')}
          </button>
        </div>
      ) : (
        <PulsingDots label={t('googleReturn.finishing')} />
      )}
      <p>
        <Link to="/home" className="link">
          {t('googleReturn.home')}
        </Link>
      </p>
    </section>
  );
}
