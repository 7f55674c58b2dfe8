import { accountDeletionGraceDays } from '@second-gear/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { messageOf } from '../../../lib/api-error';
import { useAccountDeletion, useRequestDeletion } from '../api/account-deletion';
import { downloadMyData } from '../api/download-my-data';
import { CancelDeletionButton } from './cancel-deletion-button';
import { ScheduledDeletionNotice } from './scheduled-deletion-notice';

/** Account settings' "Your data": a copy of everything we hold, and the account's deletion. */
export function YourDataSection() {
  const download = useMutation({ mutationFn: downloadMyData });
  const deletion = useAccountDeletion();
  const request = useRequestDeletion();
  const [asking, setAsking] = useState(false);
  const state = deletion.data?.state;

  return (
    <section aria-labelledby="your-data-heading" className="card bg-base-100 border-base-300 max-w-xl border">
      <div className="card-body gap-4">
        <h2 id="your-data-heading" className="text-xl font-bold">
          Your data
        </h2>
        <p className="text-base-content/75">
          Download everything Second Gear holds about you (your account, cars, bookings, offers, messages,
          reviews, saved cars and searches, payments) as one JSON file.
        </p>
        <div>
          <button
            type="button"
            className="btn btn-outline"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? 'Preparing your file…' : 'Download your data'}
          </button>
        </div>
        {download.isError && (
          <p role="alert" className="text-error">
            {messageOf(download.error)}
          </p>
        )}

        <h3 className="mt-2 text-lg font-bold">Delete your account</h3>
        <ScheduledDeletionNotice />
        {deletion.isError && (
          <p role="alert" className="text-error">
            {messageOf(deletion.error)}
          </p>
        )}
        {state === 'requested' && (
          <div role="status" className="space-y-3">
            <p>We&apos;ve e-mailed you a link to confirm. Your account stays as it is until you follow it.</p>
            <CancelDeletionButton />
          </div>
        )}
        {state === 'none' && (
          <>
            <p className="text-base-content/75">
              Your account is deleted {accountDeletionGraceDays} days after you confirm by e-mail; until then
              you can cancel. Payments stay on record for our accounts, without your name.
            </p>
            <div>
              <button type="button" className="btn btn-error btn-outline" onClick={() => setAsking(true)}>
                Delete your account
              </button>
            </div>
          </>
        )}
      </div>
      {asking && (
        <ConfirmDeleteDialog
          title="Delete your account?"
          pending={request.isPending}
          error={request.error}
          onCancel={() => {
            request.reset();
            setAsking(false);
          }}
          onConfirm={() => request.mutate(undefined, { onSuccess: () => setAsking(false) })}
        >
          <p>
            We&apos;ll e-mail you a link to confirm. Once confirmed, your account, your cars for sale and your
            unpaid bookings are deleted {accountDeletionGraceDays} days later, unless you cancel before then.
          </p>
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}
