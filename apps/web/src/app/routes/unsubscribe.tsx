import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { unsubscribe } from '../../features/accounts/api/unsubscribe';
import { AuthCard } from '../../features/auth/components/auth-card';
import { messageOf } from '../../lib/api-error';

/**
 * The "Stop these e-mails" link of an alert. Stopping is a button, not the page load: mail scanners open links. Mail
 * programs' own unsubscribe button posts to the API directly (RFC 8058).
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });

  return (
    <>
      <DocumentTitle page="Stop these e-mails" />
      <AuthCard title="Stop these e-mails" intro="One click, no sign-in needed.">
        {!token ? (
          <div role="alert" className="alert alert-error">
            <span>This page needs the link from your e-mail.</span>
          </div>
        ) : stop.isSuccess ? (
          <div role="status" className="space-y-4">
            <p>
              Turned off: <strong>{stop.data.turnedOff}</strong>.
            </p>
            {stop.data.savedSearch ? (
              <p>
                The search itself stays in{' '}
                <Link to="/dashboard/saved-searches" className="link font-semibold">
                  your saved searches
                </Link>
                , where you can turn its alerts on again.
              </p>
            ) : (
              <p>
                Turn it on again in{' '}
                <Link to="/dashboard/settings" className="link font-semibold">
                  Account settings
                </Link>
                .
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
              {stop.isPending ? 'Turning off…' : 'Turn these e-mails off'}
            </button>
          </div>
        )}
      </AuthCard>
    </>
  );
}
