import type { BuyerRecord } from '@second-gear/contract';
import toast from 'react-hot-toast';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useDeleteAccount } from '../api/delete-account';
import { useT } from '../../../lib/i18n';
import { adminCatalogue } from '../i18n';

interface DeleteAccountDialogProps {
  person: BuyerRecord;
  /** Called when the dialog is done: cancelled, or the account deleted. */
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}

/** Confirms deleting a buyer's or seller's account, then says so in a toast. */
export function DeleteAccountDialog({ person, onClose, returnFocus }: DeleteAccountDialogProps) {
  const t = useT(adminCatalogue);
  const remove = useDeleteAccount();

  function confirm() {
    remove.mutate(person, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0) toast.success(t('deleteAccount.done', { name: person.username }));
        onClose();
      },
    });
  }

  return (
    <ConfirmDeleteDialog
      title={t('deleteAccount.title', { name: person.username })}
      pending={remove.isPending}
      error={remove.isError ? remove.error : null}
      onConfirm={confirm}
      onCancel={onClose}
      returnFocus={returnFocus}
    >
      <p>
        {t.rich('deleteAccount.text', {
          email: person.userEmail,
          address: (chunks) => <span className="break-all">{chunks}</span>,
        })}
      </p>
    </ConfirmDeleteDialog>
  );
}
