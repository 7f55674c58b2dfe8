import { useId, useState } from 'react';
import { Dialog } from './dialog';
import { RequestProblem } from './request-problem';
import { TextAreaField } from './text-area-field';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

interface ReasonDialogProps {
  title: string;
  description: string;
  /** The reason field's label. */
  label: string;
  /** The send button's words. */
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  /** What the refusal above the server's message says was not done. */
  errorLead: string;
  onSubmit: (reason: string) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}

/** A dialog asking for the reason of an act (a moderator's decision, a seller's appeal) before it is sent. */
export function ReasonDialog({
  title,
  description,
  label,
  submitLabel,
  pending,
  error,
  errorLead,
  onSubmit,
  onClose,
  returnFocus,
}: ReasonDialogProps) {
  const t = useT(componentsCatalogue);
  const [reason, setReason] = useState('');
  const formId = useId();
  return (
    <Dialog
      title={title}
      description={description}
      closable={!pending}
      onClose={onClose}
      returnFocus={returnFocus}
      actions={
        <>
          <button type="button" className="btn" disabled={pending} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={pending}>
            {pending ? <span aria-hidden="true" className="loading loading-spinner loading-sm" /> : null}
            {submitLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(reason);
        }}
      >
        <TextAreaField
          name="reason"
          label={label}
          value={reason}
          onValueChange={setReason}
          maxLength={1000}
          rows={4}
          data-autofocus
        />
        <RequestProblem error={error} lead={errorLead} />
      </form>
    </Dialog>
  );
}
