import { formatMomentInWords } from '../../../lib/format';
import { useAccountDeletion } from '../api/account-deletion';
import { CancelDeletionButton } from './cancel-deletion-button';

/** While the account's deletion is scheduled: when it happens, and the button that cancels it. */
export function ScheduledDeletionNotice() {
  const deletion = useAccountDeletion();
  if (deletion.data?.state !== 'scheduled' || !deletion.data.deleteAt) return null;
  return (
    <div role="status" className="alert alert-warning mb-6 flex flex-wrap items-center gap-3">
      <p className="grow">
        Your account will be deleted on <strong>{formatMomentInWords(deletion.data.deleteAt)}</strong>. Until
        then you can cancel, and everything stays as it is.
      </p>
      <CancelDeletionButton />
    </div>
  );
}
