import { accountDeletionGraceDays } from '@second-gear/contract';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { useConfirmDeletion } from '../../features/privacy/api/account-deletion';
import { formatMomentInWords } from '../../lib/format';
import { messageOf } from '../../lib/api-error';

/**
 * /dashboard/settings/delete-account: the e-mailed link that confirms an account's deletion. Confirming is a button,
 * not the page load: mail scanners open links.
 */
export function DeleteAccountPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useConfirmDeletion();
  const deleteAt = confirm.data?.deleteAt;

  return (
    <>
      <DocumentTitle page="Delete your account" />
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">Delete your account</h1>
      <section className="card bg-base-100 border-base-300 max-w-xl border">
        <div className="card-body gap-4">
          {!token ? (
            <p role="alert" className="text-error">
              This page needs the link from your e-mail.
            </p>
          ) : deleteAt ? (
            <div role="status" className="space-y-3">
              <p>
                Your account will be deleted on <strong>{formatMomentInWords(deleteAt)}</strong>.
              </p>
              <p>
                Until then you can sign in as usual and cancel from{' '}
                <Link to="/dashboard/settings" className="link font-semibold">
                  Account settings
                </Link>
                : everything stays as it is.
              </p>
            </div>
          ) : (
            <>
              <p>
                Confirm that you want your Second Gear account deleted. You can still cancel for{' '}
                {accountDeletionGraceDays} days.
              </p>
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
                  {confirm.isPending ? 'Confirming…' : 'Confirm the deletion'}
                </button>
              </div>
            </>
          )}
        </div>
      </section>
    </>
  );
}
