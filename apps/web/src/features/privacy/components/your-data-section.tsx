import { accountDeletionGraceDays } from '@second-gear/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { messageOf } from '../../../lib/api-error';
import { useAccountDeletion, useRequestDeletion } from '../api/account-deletion';
import { downloadMyData } from '../api/download-my-data';
import { CancelDeletionButton } from './cancel-deletion-button';
import { ScheduledDeletionNotice } from './scheduled-deletion-notice';
import { useT } from '../../../lib/i18n';
import { privacyCatalogue } from '../i18n';

/** Account settings' "Your data": a copy of everything we hold, and the account's deletion. */
export function YourDataSection() {
  const t = useT(privacyCatalogue);
  const download = useMutation({ mutationFn: downloadMyData });
  const deletion = useAccountDeletion();
  const request = useRequestDeletion();
  const [asking, setAsking] = useState(false);
  const state = deletion.data?.state;

  return (
    <section aria-labelledby="your-data-heading" className="card bg-base-100 border-base-300 max-w-xl border">
      <div className="card-body gap-4">
        <h2 id="your-data-heading" className="text-xl font-bold">
          {t('heading')}
        </h2>
        <p className="text-base-content/75">{t('intro')}</p>
        <div>
          <button
            type="button"
            className="btn btn-outline"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? t('preparing') : t('download')}
          </button>
        </div>
        {download.isError && (
          <p role="alert" className="text-error">
            {messageOf(download.error)}
          </p>
        )}

        <h3 className="mt-2 text-lg font-bold">{t('delete.heading')}</h3>
        <ScheduledDeletionNotice />
        {deletion.isError && (
          <p role="alert" className="text-error">
            {messageOf(deletion.error)}
          </p>
        )}
        {state === 'requested' && (
          <div role="status" className="space-y-3">
            <p>{t('delete.requested')}</p>
            <CancelDeletionButton />
          </div>
        )}
        {state === 'none' && (
          <>
            <p className="text-base-content/75">{t('delete.intro', { days: accountDeletionGraceDays })}</p>
            <div>
              <button type="button" className="btn btn-error btn-outline" onClick={() => setAsking(true)}>
                {t('delete.button')}
              </button>
            </div>
          </>
        )}
      </div>
      {asking && (
        <ConfirmDeleteDialog
          title={t('delete.title')}
          pending={request.isPending}
          error={request.error}
          onCancel={() => {
            request.reset();
            setAsking(false);
          }}
          onConfirm={() => request.mutate(undefined, { onSuccess: () => setAsking(false) })}
        >
          <p>{t('delete.confirm', { days: accountDeletionGraceDays })}</p>
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}
