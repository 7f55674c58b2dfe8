import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { confirmEmailChange } from '../../features/auth/api/email-change';
import { useAuth } from '../../entities/session/auth-context';
import { AuthCard } from '../../features/auth/components/auth-card';
import { messageOf } from '../../lib/api-error';

/**
 * The link sent to a new address. Confirming is a button, not the page load: mail scanners open links, and the
 * change must be the person's act.
 */
export function ConfirmEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { changeSession } = useAuth();
  const confirm = useMutation({
    mutationFn: async () => {
      let email = '';
      // Every session ended: the page reads the (now signed-out) session again.
      await changeSession(async () => {
        email = (await confirmEmailChange(token)).email;
      });
      return email;
    },
  });

  return (
    <>
      <DocumentTitle page="Confirm your new e-mail" />
      <AuthCard
        title="Confirm your new e-mail"
        intro="Your account will sign in with this address from now on."
      >
        {!token ? (
          <div role="alert" className="alert alert-error">
            <span>This page needs the link from your e-mail.</span>
          </div>
        ) : confirm.isSuccess ? (
          <div role="status" className="space-y-4">
            <p>
              Your e-mail address is now <strong>{confirm.data}</strong>. You were signed out everywhere: sign
              in with your new address.
            </p>
            <Link to="/login" className="btn btn-primary">
              Sign in
            </Link>
          </div>
        ) : (
          <div className="space-y-4">
            {confirm.isError && (
              <div role="alert" className="alert alert-error">
                <span>
                  {messageOf(confirm.error)}{' '}
                  <Link to="/dashboard/settings" className="link font-semibold">
                    Account settings
                  </Link>
                </span>
              </div>
            )}
            <button
              type="button"
              className="btn btn-primary w-full"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate()}
            >
              {confirm.isPending ? 'Confirming…' : 'Confirm my new e-mail'}
            </button>
          </div>
        )}
      </AuthCard>
    </>
  );
}
