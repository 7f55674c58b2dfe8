import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { SignedInAction } from '../../../entities/session/components/signed-in-action';
import { useRequestTestDrive } from '../api/test-drives';
import { zonedDateTime } from '../slot-days';
import { OpenSlots } from './slot-picker';

interface TestDriveButtonProps {
  car: { _id: string; productName: string; sellerEmail?: string | undefined };
}

/**
 * "Book a test drive" under a car for sale: the buyer picks a slot and asks for it; the seller confirms or declines.
 * A visitor is asked to sign in first; the seller's own car has no such button (the server refuses it too).
 */
export function TestDriveButton({ car }: TestDriveButtonProps) {
  return (
    <SignedInAction
      label="Book a test drive"
      sellerEmail={car.sellerEmail}
      dialog={(close) => <TestDriveDialog car={car} onClose={close} />}
    />
  );
}

function TestDriveDialog({ car, onClose }: TestDriveButtonProps & { onClose: () => void }) {
  const request = useRequestTestDrive();
  const [start, setStart] = useState<string | null>(null);
  if (request.isSuccess) {
    const drive = request.data;
    return (
      <Dialog
        title="Test drive asked for"
        onClose={onClose}
        actions={
          <>
            <Link to="/dashboard/test-drives" className="btn">
              Open my test drives
            </Link>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Done
            </button>
          </>
        }
      >
        <p role="status">
          You asked to test-drive {drive.carName} on {zonedDateTime(new Date(drive.start), drive.timeZone)}.
          The seller confirms or proposes another time; we e-mail you either way.
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={`Book a test drive of ${car.productName}`}
      onClose={onClose}
      closable={!request.isPending}
      description="Pick a half-hour slot in the next 14 days. The seller confirms it or proposes another time."
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={request.isPending}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={start === null || request.isPending}
            onClick={() => start && request.mutate({ carId: car._id, start })}
          >
            {request.isPending ? 'Asking…' : 'Ask for this time'}
          </button>
        </>
      }
    >
      <OpenSlots carId={car._id} value={start} onChange={setStart} failure={request.error} />
    </Dialog>
  );
}
