import type { Car } from '@second-gear/contract';
import toast from 'react-hot-toast';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useAppealCar } from '../api/appeal-car';

/** The seller's one appeal of a listing the moderators hid, with why it should be shown again. */
export function AppealDialog({ car, onClose }: { car: Car; onClose: () => void }) {
  const appeal = useAppealCar();
  return (
    <ReasonDialog
      title={`Appeal: ${car.productName}`}
      description="The moderators read your appeal and decide again. A listing can be appealed once."
      label="Why the listing should be shown again"
      submitLabel="Send appeal"
      pending={appeal.isPending}
      error={appeal.error}
      errorLead="The appeal was not sent."
      onSubmit={(reason) =>
        appeal.mutate(
          { id: car._id, reason },
          {
            onSuccess: () => {
              toast.success('Your appeal was sent to the moderators.');
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
