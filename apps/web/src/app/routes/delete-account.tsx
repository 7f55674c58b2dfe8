import { accountDeletionGraceDays } from '@second-gear/contract';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { useConfirmDeletion } from '../../features/privacy/api/account-deletion';
import { formatMomentInWords } from '../../lib/format';
import { messageOf } from '../../lib/api-error';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/**
 * /dashboard/settings/delete-account: the e-mailed link that confirms an account's deletion. Confirming is a button,
 * not the page load: mail scanners open links.
 */
export function DeleteAccountPage() {
  const t = useT(appCatalogue);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useConfirmDeletion();
  const deleteAt = confirm.data?.deleteAt;

  return (
    <>
      <DocumentTitle page={t('title.deleteAccount')} />
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('deleteAccount.heading')}</h1>
      <section className="card bg-base-100 border-base-300 max-w-xl border">
        <div className="card-body gap-4">
          {!token ? (
            <p role="alert" className="text-error">
              {t('needsLink')}
            </p>
          ) : deleteAt ? (
            <div role="status" className="space-y-3">
              <p>
                {t.rich('deleteAccount.scheduled', {
                  moment: formatMomentInWords(deleteAt),
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
              <p>
                {t.rich('deleteAccount.until', {
                  link: (chunks) => (
                    <Link to="/dashboard/settings" className="link font-semibold">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            </div>
          ) : (
            <>
              <p>{t('deleteAccount.confirmText', { days: accountDeletionGraceDays })}</p>
              {confirm.isError && (
                <p role="alert" className="text-error font-medium">
                  {messageOf(confirm.error)}
                </p>
              )}
              <div>
                <button
                  type="button"
                  className="btn btn-error"
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(token)}
                >
                  {confirm.isPending ? t('confirming') : t('deleteAccount.confirm')}
                </button>
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
