import type { BuyerRecord } from '@second-gear/contract';
import toast from 'react-hot-toast';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  person: BuyerRecord;
  /** Called when the dialog is done: cancelled, or the account deleted. */
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}

/** Confirms deleting a buyer's or seller's account, then says so in a toast. */
export function DeleteAccountDialog({ person, onClose, returnFocus }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();

  function confirm() {
    remove.mutate(person, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0) toast.success(`${person.username} is deleted successfully`);
        onClose();
      },
    });
  }

  return (
    <ConfirmDeleteDialog
      title={`Delete ${person.username}?`}
      pending={remove.isPending}
      error={remove.isError ? remove.error : null}
      onConfirm={confirm}
      onCancel={onClose}
      returnFocus={returnFocus}
    >
      <p>
        <span className="break-all">{person.userEmail}</span> will no longer be able to sign in. Their cars
        still for sale and their unpaid bookings are removed; sold cars and paid bookings stay on record.
      </p>
    </ConfirmDeleteDialog>
  );
}
