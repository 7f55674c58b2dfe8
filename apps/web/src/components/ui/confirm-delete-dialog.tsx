import type { ReactNode } from 'react';
import { messageOf } from '../../lib/api-error';
import { Dialog } from './dialog';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

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
  const t = useT(componentsCatalogue);
  return (
    <Dialog
      title={title}
      closable={!pending}
      onClose={onCancel}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" className="btn" data-autofocus disabled={pending} onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn-error" disabled={pending} onClick={onConfirm}>
            {pending ? (
              <>
                <span aria-hidden="true" className="loading loading-spinner loading-sm" />
                {t('confirmDelete.deleting')}
              </>
            ) : (
              t('confirmDelete.delete')
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
