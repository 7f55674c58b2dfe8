import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { unsubscribe } from '../../features/accounts/api/unsubscribe';
import { AuthCard } from '../../features/auth/components/auth-card';
import { messageOf } from '../../lib/api-error';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/**
 * The "Stop these e-mails" link of an alert. Stopping is a button, not the page load: mail scanners open links. Mail
 * programs' own unsubscribe button posts to the API directly (RFC 8058).
 */
export function UnsubscribePage() {
  const t = useT(appCatalogue);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });

  return (
    <>
      <DocumentTitle page={t('title.unsubscribe')} />
      <AuthCard title={t('unsubscribe.heading')} intro={t('unsubscribe.intro')}>
        {!token ? (
          <div role="alert" className="alert alert-error">
            <span>{t('needsLink')}</span>
          </div>
        ) : stop.isSuccess ? (
          <div role="status" className="space-y-4">
            <p>
              {t.rich('unsubscribe.turnedOff', {
                what: stop.data.turnedOff,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            {stop.data.savedSearch ? (
              <p>
                {t.rich('unsubscribe.searchStays', {
                  link: (chunks) => (
                    <Link to="/dashboard/saved-searches" className="link font-semibold">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            ) : (
              <p>
                {t.rich('unsubscribe.turnOnAgain', {
                  link: (chunks) => (
                    <Link to="/dashboard/settings" className="link font-semibold">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            )}
          </div>
        ) : (
          <div className="space-y-4">
            {stop.isError && (
              <div role="alert" className="alert alert-error">
                <span>{messageOf(stop.error)}</span>
              </div>
            )}
            <button
              type="button"
              className="btn btn-primary w-full"
              disabled={stop.isPending}
              onClick={() => stop.mutate()}
            >
              {stop.isPending ? t('unsubscribe.turningOff') : t('unsubscribe.submit')}
            </button>
          </div>
        )}
      </AuthCard>
    </>
  );
}
