import { messageOf } from '../../../lib/api-error';
import { useCancelDeletion } from '../api/account-deletion';
import { useT } from '../../../lib/i18n';
import { privacyCatalogue } from '../i18n';

/** Cancels the account's requested or scheduled deletion, and says why when that fails. */
export function CancelDeletionButton() {
  const t = useT(privacyCatalogue);
  const cancel = useCancelDeletion();
  return (
    <>
      <button
        type="button"
        className="btn btn-sm"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(undefined)}
      >
        {cancel.isPending ? t('cancelling') : t('cancel')}
      </button>
      {cancel.isError && (
        <p role="alert" className="text-error w-full font-medium">
          {messageOf(cancel.error)}
        </p>
      )}
    </>
  );
}
