import { formatMomentInWords } from '../../../lib/format';
import { messageOf } from '../../../lib/api-error';
import { useAccountDeletion, useCancelDeletion } from '../api/account-deletion';

/** While the account's deletion is scheduled: when it happens, and the button that cancels it. */
export function ScheduledDeletionNotice() {
  const deletion = useAccountDeletion();
  const cancel = useCancelDeletion();
  if (deletion.data?.state !== 'scheduled' || !deletion.data.deleteAt) return null;
  return (
    <div role="status" className="alert alert-warning mb-6 flex flex-wrap items-center gap-3">
      <p className="grow">
        Your account will be deleted on <strong>{formatMomentInWords(deletion.data.deleteAt)}</strong>. Until
        then you can cancel, and everything stays as it is.
      </p>
      <button
        type="button"
        className="btn btn-sm"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(undefined)}
      >
        {cancel.isPending ? 'Cancelling…' : 'Cancel deletion'}
      </button>
      {cancel.isError && (
        <p role="alert" className="text-error w-full font-medium">
          {messageOf(cancel.error)}
        </p>
      )}
    </div>
  );
}
