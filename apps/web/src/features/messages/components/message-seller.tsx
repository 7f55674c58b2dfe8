import { messageTextMax, newMessage } from '@second-gear/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/submit-button';
import { FormTextAreaField } from '../../../components/form/form-fields';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useContractForm } from '../../../components/form/use-contract-form';
import { SignedInAction } from '../../../entities/session/components/signed-in-action';
import { useT } from '../../../lib/i18n';
import { useStartConversation } from '../api/talk-actions';
import { messagesCatalogue } from '../i18n';

interface MessageSellerProps {
  car: { _id: string; productName: string; sellerEmail?: string | undefined };
}

/**
 * "Message seller": a question to the car's seller, which opens the conversation on the messages page. A visitor is
 * asked to sign in first; a seller's own car has no such button (the server refuses it too).
 */
export function MessageSeller({ car }: MessageSellerProps) {
  const t = useT(messagesCatalogue);
  return (
    <SignedInAction
      label={t('ask.button')}
      sellerEmail={car.sellerEmail}
      dialog={(close) => <AskDialog car={car} onClose={close} />}
    />
  );
}

function AskDialog({ car, onClose }: MessageSellerProps & { onClose: () => void }) {
  const t = useT(messagesCatalogue);
  const start = useStartConversation();
  const navigate = useNavigate();
  const formId = useId();
  const errorId = useId();
  const { control, handleSubmit } = useContractForm(newMessage, { text: '' });
  const submit = handleSubmit(({ text }) => {
    if (start.isPending) return;
    start.mutate(
      { carId: car._id, text },
      { onSuccess: (conversation) => void navigate(`/dashboard/messages/${conversation._id}`) },
    );
  });
  return (
    <Dialog
      title={t('ask.title', { name: car.productName })}
      onClose={onClose}
      closable={!start.isPending}
      description={t('ask.description')}
      actions={
        <DialogFormActions
          form={formId}
          busy={start.isPending}
          busyLabel={t('ask.sending')}
          describedBy={start.isError ? errorId : undefined}
          onCancel={onClose}
        >
          {t('ask.send')}
        </DialogFormActions>
      }
    >
      <form id={formId} className="space-y-4" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextAreaField
          control={control}
          name="text"
          label={t('ask.message')}
          rows={4}
          maxLength={messageTextMax}
          required
          data-autofocus
        />
        <RequestProblem id={errorId} error={start.error} />
      </form>
    </Dialog>
  );
}
