import { messageOf } from '../../../lib/api-error';
import { useCancelDeletion } from '../api/account-deletion';

/** Cancels the account's requested or scheduled deletion, and says why when that fails. */
export function CancelDeletionButton() {
  const cancel = useCancelDeletion();
  return (
    <>
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
    </>
  );
}
