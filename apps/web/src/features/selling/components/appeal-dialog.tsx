import type { Car } from '@second-gear/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Dialog } from '../../../components/ui/dialog';
import { RequestProblem } from '../../../components/ui/request-problem';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useAppealCar } from '../api/appeal-car';

/** The seller's one appeal of a listing the moderators hid, with why it should be shown again. */
export function AppealDialog({ car, onClose }: { car: Car; onClose: () => void }) {
  const appeal = useAppealCar();
  const [reason, setReason] = useState('');
  const formId = `appeal-${car._id}`;
  return (
    <Dialog
      title={`Appeal: ${car.productName}`}
      description="The moderators read your appeal and decide again. A listing can be appealed once."
      closable={!appeal.isPending}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" disabled={appeal.isPending} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={appeal.isPending}>
            {appeal.isPending ? (
              <span aria-hidden="true" className="loading loading-spinner loading-sm" />
            ) : null}
            Send appeal
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          appeal.mutate(
            { id: car._id, reason },
            {
              onSuccess: () => {
                toast.success('Your appeal was sent to the moderators.');
                onClose();
              },
            },
          );
        }}
      >
        <TextAreaField
          name="reason"
          label="Why the listing should be shown again"
          value={reason}
          onValueChange={setReason}
          maxLength={1000}
          rows={4}
          data-autofocus
        />
        <RequestProblem error={appeal.error} lead="The appeal was not sent." />
      </form>
    </Dialog>
  );
}
