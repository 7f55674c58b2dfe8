import type { ReactNode } from 'react';
import { messageOf } from '../../lib/api-error';
import { Dialog } from './dialog';

interface ConfirmDeleteDialogProps {
  /** The question, which names what goes: "Delete Bea Buyer?". */
  title: string;
  /** What deleting does. */
  children: ReactNode;
  /** The deletion is running: both buttons and Escape wait. */
  pending: boolean;
  /** Why the deletion failed, shown in the dialog, which stays open to try again or cancel. */
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes once the dialog has gone (the row that opened it may be gone); else back to its opener. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Asks before something is deleted for good; Cancel has focus, so Enter deletes nothing. */
export function ConfirmDeleteDialog({
  title,
  children,
  pending,
  error,
  onConfirm,
  onCancel,
  returnFocus,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      title={title}
      closable={!pending}
      onClose={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" className="btn" data-autofocus disabled={pending} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-error" disabled={pending} onClick={onConfirm}>
            {pending ? (
              <>
                <span aria-hidden="true" className="loading loading-spinner loading-sm" />
                Deleting…
              </>
            ) : (
              'Delete'
            )}
          </button>
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className="text-error font-medium">
          {messageOf(error)}
        </p>
      ) : null}
    </Dialog>
  );
}
