import { formatMomentInWords } from '../../../lib/format';
import { useAccountDeletion } from '../api/account-deletion';
import { CancelDeletionButton } from './cancel-deletion-button';
import { useT } from '../../../lib/i18n';
import { privacyCatalogue } from '../i18n';

/** While the account's deletion is scheduled: when it happens, and the button that cancels it. */
export function ScheduledDeletionNotice() {
  const t = useT(privacyCatalogue);
  const deletion = useAccountDeletion();
  if (deletion.data?.state !== 'scheduled' || !deletion.data.deleteAt) return null;
  return (
    <div role="status" className="alert alert-warning mb-6 flex flex-wrap items-center gap-3">
      <p className="grow">
        {t.rich('scheduled', {
          when: formatMomentInWords(deletion.data.deleteAt),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <CancelDeletionButton />
    </div>
  );
}
