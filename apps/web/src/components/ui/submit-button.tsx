import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

interface SubmitButtonProps {
  /** While true the button is disabled (no double submit) and shows `busyLabel` with a spinner. */
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  /** The id of the form it submits, when it stands outside it (in a dialog's actions). */
  form?: string | undefined;
  /** The full width of its column (a page's form), or its own width (a dialog's actions). */
  wide?: boolean;
  /** The id of what tells why the last submit failed. */
  describedBy?: string | undefined;
  children: ReactNode;
}

export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  form,
  wide = true,
  describedBy,
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      form={form}
      className={wide ? 'btn btn-primary w-full' : 'btn btn-primary'}
      disabled={busy || disabled}
      aria-describedby={describedBy}
    >
      {busy ? (
        <>
          <span aria-hidden="true" className="loading loading-spinner loading-sm" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

interface DialogFormActionsProps extends Omit<SubmitButtonProps, 'form' | 'wide'> {
  /** The id of the dialog's form. */
  form: string;
  onCancel: () => void;
}

/** A dialog form's Cancel and submit: both held while the form's request is on its way. */
export function DialogFormActions({ onCancel, ...submit }: DialogFormActionsProps) {
  const t = useT(componentsCatalogue);
  return (
    <>
      <button type="button" className="btn" disabled={submit.busy} onClick={onCancel}>
        {t('cancel')}
      </button>
      <SubmitButton {...submit} wide={false} />
    </>
  );
}
