import type { Car } from '@second-gear/contract';
import toast from 'react-hot-toast';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useAppealCar } from '../api/appeal-car';
import { useT } from '../../../lib/i18n';
import { sellingCatalogue } from '../i18n';

/** The seller's one appeal of a listing the moderators hid, with why it should be shown again. */
export function AppealDialog({ car, onClose }: { car: Car; onClose: () => void }) {
  const t = useT(sellingCatalogue);
  const appeal = useAppealCar();
  return (
    <ReasonDialog
      title={t('appeal.title', { name: car.productName })}
      description={t('appeal.description')}
      label={t('appeal.label')}
      submitLabel={t('appeal.submit')}
      pending={appeal.isPending}
      error={appeal.error}
      errorLead={t('appeal.notSent')}
      onSubmit={(reason) =>
        appeal.mutate(
          { id: car._id, reason },
          {
            onSuccess: () => {
              toast.success(t('appeal.sent'));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
