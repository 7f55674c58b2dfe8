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
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue } from '../../i18n';

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
  const t = useT(entitiesCatalogue);
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
        <p>{t.rich('order.refund.description', { amount, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      }
      actions={
        <DialogFormActions
          form={formId}
          busy={busy}
          busyLabel={t('order.refund.busy')}
          describedBy={error ? errorId : undefined}
          onCancel={onClose}
        >
          {t('order.refund.submit', { amount })}
        </DialogFormActions>
      }
    >
      <form id={formId} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextAreaField
          control={control}
          name="reason"
          label={t('order.refund.reason')}
          rows={3}
          maxLength={reasonMax}
          required
          data-autofocus
          hint={t('order.refund.hint', { typed, max: reasonMax, min: reasonRule.minLength })}
        />
        <label className="flex cursor-pointer items-center gap-3">
          <input type="checkbox" className="checkbox" {...register('relist')} />
          <span>{t('order.refund.relist')}</span>
        </label>
        <RequestProblem id={errorId} error={error} lead={t('order.refund.failed')} />
      </form>
    </Dialog>
  );
}
