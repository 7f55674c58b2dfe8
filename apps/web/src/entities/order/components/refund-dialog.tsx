import { adminRefundRequest, type AdminRefundRequest } from '@second-gear/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { required } from '../../../components/form/form-rules';
import { useContractForm } from '../../../components/form/use-contract-form';
import { Dialog } from '../../../components/ui/dialog';
import { RequestProblem } from '../../../components/ui/request-problem';
import { DialogFormActions } from '../../../components/ui/submit-button';

const reasonRule = adminRefundRequest.shape.reason;
const reasonMax = reasonRule.maxLength ?? undefined;

/** The refund form: the contract's own rules for the reason, and whether the car goes back on sale. */
const refundForm = z.object({ reason: required(reasonRule), relist: z.boolean() });

interface RefundDialogProps {
  /** The sale being refunded, as its heading names it: "Refund the sale of 2018 Toyota Camry SE?". */
  title: string;
  /** What the buyer gets back, formatted ("$12,500.00"): the confirmation says it. */
  amount: string;
  /** Whether "Put the car back on sale" starts checked. */
  relistByDefault: boolean;
  busy: boolean;
  /** The last refusal, shown in the dialog. */
  error: Error | null;
  onRefund: (request: AdminRefundRequest) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Asks why a paid sale is refunded and whether its car goes back on sale, and confirms the amount going back. */
export function RefundDialog({
  title,
  amount,
  relistByDefault,
  busy,
  error,
  onRefund,
  onClose,
  returnFocus,
}: RefundDialogProps) {
  const formId = useId();
  const errorId = useId();
  const { control, register, handleSubmit } = useContractForm(refundForm, {
    reason: '',
    relist: relistByDefault,
  });
  const typed = useWatch({ control, name: 'reason' }).length;
  const submit = handleSubmit(({ reason, relist }) => {
    if (!busy) onRefund({ reason, relist });
  });

  return (
    <Dialog
      title={title}
      closable={!busy}
      onClose={onClose}
      returnFocus={returnFocus}
      description={
        <p>
          The buyer gets back <strong>{amount}</strong> on the card they paid with. They and the seller read
          your reason.
        </p>
      }
      actions={
        <DialogFormActions
          form={formId}
          busy={busy}
          busyLabel="Refunding…"
          describedBy={error ? errorId : undefined}
          onCancel={onClose}
        >
          Refund {amount}
        </DialogFormActions>
      }
    >
      <form id={formId} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextAreaField
          control={control}
          name="reason"
          label="Reason"
          rows={3}
          maxLength={reasonMax}
          required
          data-autofocus
          hint={`${typed} of ${reasonMax} characters (at least ${reasonRule.minLength}).`}
        />
        <label className="flex cursor-pointer items-center gap-3">
          <input type="checkbox" className="checkbox" {...register('relist')} />
          <span>Put the car back on sale</span>
        </label>
        <RequestProblem id={errorId} error={error} lead="The sale was not refunded." />
      </form>
    </Dialog>
  );
}
