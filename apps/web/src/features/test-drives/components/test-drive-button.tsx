import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { SignedInAction } from '../../../entities/session/components/signed-in-action';
import { useRequestTestDrive } from '../api/test-drives';
import { zonedDateTime } from '../slot-days';
import { OpenSlots } from './slot-picker';
import { useT } from '../../../lib/i18n';
import { testDrivesCatalogue } from '../i18n';

interface TestDriveButtonProps {
  car: { _id: string; productName: string; sellerEmail?: string | undefined };
}

/**
 * "Book a test drive" under a car for sale: the buyer picks a slot and asks for it; the seller confirms or declines.
 * A visitor is asked to sign in first; the seller's own car has no such button (the server refuses it too).
 */
export function TestDriveButton({ car }: TestDriveButtonProps) {
  const t = useT(testDrivesCatalogue);
  return (
    <SignedInAction
      label={t('button')}
      sellerEmail={car.sellerEmail}
      dialog={(close) => <TestDriveDialog car={car} onClose={close} />}
    />
  );
}

function TestDriveDialog({ car, onClose }: TestDriveButtonProps & { onClose: () => void }) {
  const t = useT(testDrivesCatalogue);
  const request = useRequestTestDrive();
  const [start, setStart] = useState<string | null>(null);
  if (request.isSuccess) {
    const drive = request.data;
    return (
      <Dialog
        title={t('asked.title')}
        onClose={onClose}
        actions={
          <>
            <Link to="/dashboard/test-drives" className="btn">
              {t('asked.open')}
            </Link>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('asked.done')}
            </button>
          </>
        }
      >
        <p role="status">
          {t('asked.body', {
            car: drive.carName,
            when: zonedDateTime(new Date(drive.start), drive.timeZone),
          })}
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={t('dialog.title', { car: car.productName })}
      onClose={onClose}
      closable={!request.isPending}
      description={t('dialog.description')}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={request.isPending}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={start === null || request.isPending}
            onClick={() => start && request.mutate({ carId: car._id, start })}
          >
            {request.isPending ? t('dialog.asking') : t('dialog.ask')}
          </button>
        </>
      }
    >
      <OpenSlots carId={car._id} value={start} onChange={setStart} failure={request.error} />
    </Dialog>
  );
}
