import { reportNoteMax, type ReportDetails } from '@second-gear/contract';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { ChoiceField, FormTextAreaField } from '../../components/form/form-fields';
import { useContractForm } from '../../components/form/use-contract-form';
import { Dialog } from '../../components/ui/dialog';
import { RequestProblem } from '../../components/ui/request-problem';
import { DialogFormActions } from '../../components/ui/submit-button';
import { useT } from '../../lib/i18n';
import { entitiesCatalogue } from '../i18n';
import { reportForm, reportLabels, reportReasonChoices } from './report-form';

interface ReportDialogProps {
  /** The dialog's heading: "Report this message". */
  title: string;
  /** Sends the report; the dialog closes once the server has it. */
  send: (details: ReportDetails) => Promise<unknown>;
  onClose: () => void;
  /** Where focus goes once the dialog has gone (the Report button becomes "Reported", disabled). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Asks why something is reported (a reason from the list, and optional words) and sends it on "Send report"; Cancel
 * sends nothing. Reporting a car, a message, a review or a person goes through it alike.
 */
export function ReportDialog({ title, send, onClose, returnFocus }: ReportDialogProps) {
  const t = useT(entitiesCatalogue);
  const report = useMutation({ mutationFn: send, onSuccess: onClose });
  const formId = useId();
  const errorId = useId();
  const { control, handleSubmit } = useContractForm(reportForm, { reason: '', note: '' }, reportLabels);
  const submit = handleSubmit(({ reason, note }) => {
    if (!report.isPending) report.mutate({ reason, note: note || undefined });
  });
  return (
    <Dialog
      title={title}
      closable={!report.isPending}
      onClose={onClose}
      returnFocus={returnFocus}
      description={t('report.description')}
      actions={
        <DialogFormActions
          form={formId}
          busy={report.isPending}
          busyLabel={t('report.sending')}
          describedBy={report.error ? errorId : undefined}
          onCancel={onClose}
        >
          {t('report.send')}
        </DialogFormActions>
      }
    >
      <form id={formId} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <ChoiceField
          control={control}
          name="reason"
          legend={t('report.reasonLabel')}
          choices={reportReasonChoices}
        />
        <FormTextAreaField
          control={control}
          name="note"
          label={t('report.note')}
          rows={3}
          maxLength={reportNoteMax}
        />
        <RequestProblem id={errorId} error={report.error} lead={t('report.failed')} />
      </form>
    </Dialog>
  );
}
