import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { confirmEmailChange } from '../../features/auth/api/email-change';
import { useAuth } from '../../entities/session/auth-context';
import { AuthCard } from '../../features/auth/components/auth-card';
import { messageOf } from '../../lib/api-error';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/**
 * The link sent to a new address. Confirming is a button, not the page load: mail scanners open links, and the
 * change must be the person's act.
 */
export function ConfirmEmailPage() {
  const t = useT(appCatalogue);
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
      <DocumentTitle page={t('title.confirmEmail')} />
      <AuthCard title={t('confirmEmail.heading')} intro={t('confirmEmail.intro')}>
        {!token ? (
          <div role="alert" className="alert alert-error">
            <span>{t('needsLink')}</span>
          </div>
        ) : confirm.isSuccess ? (
          <div role="status" className="space-y-4">
            <p>
              {t.rich('confirmEmail.done', {
                email: confirm.data,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <Link to="/login" className="btn btn-primary">
              {t('confirmEmail.signIn')}
            </Link>
          </div>
        ) : (
          <div className="space-y-4">
            {confirm.isError && (
              <div role="alert" className="alert alert-error">
                <span>
                  {messageOf(confirm.error)}{' '}
                  <Link to="/dashboard/settings" className="link font-semibold">
                    {t('accountSettings')}
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
              {confirm.isPending ? t('confirming') : t('confirmEmail.confirm')}
            </button>
          </div>
        )}
      </AuthCard>
    </>
  );
}
