import type { TestDrive } from '@second-gear/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { messageOf } from '../../../lib/api-error';
import { carPath } from '../../../entities/car/car-path';
import { useMyTestDrives, useTestDriveAction } from '../api/test-drives';
import { zonedDateTime } from '../slot-days';
import { OpenSlots } from './slot-picker';

/** A drive's state in words, for the side reading it. */
function stateWords(drive: TestDrive): string {
  switch (drive.state) {
    case 'requested':
    case 'proposed':
      return drive.actions.includes('confirm')
        ? `${drive.otherName} asks for this time: confirm or decline it`
        : `Waiting for ${drive.otherName} to confirm`;
    case 'confirmed':
      return 'Confirmed';
    case 'declined':
      return 'Declined';
    case 'cancelled':
      return 'Cancelled';
  }
}

const actionLabels = { confirm: 'Confirm', decline: 'Decline', cancel: 'Cancel test drive' } as const;

function ProposeDialog({ drive, onClose }: { drive: TestDrive; onClose: () => void }) {
  const act = useTestDriveAction();
  const [start, setStart] = useState<string | null>(null);
  return (
    <Dialog
      title={`Propose another time for ${drive.carName}`}
      onClose={onClose}
      closable={!act.isPending}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={act.isPending}>
            Keep the time
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={start === null || act.isPending}
            onClick={() =>
              start && act.mutate({ id: drive._id, action: 'propose', start }, { onSuccess: onClose })
            }
          >
            Propose this time
          </button>
        </>
      }
    >
      <OpenSlots carId={drive.carId ?? ''} value={start} onChange={setStart} failure={act.error} />
    </Dialog>
  );
}

/**
 * One test drive with what the reader may do about it. `showCar` off where the car is named around it already (the
 * seller's deals, grouped by car).
 */
export function DriveCard({ drive, showCar = true }: { drive: TestDrive; showCar?: boolean }) {
  const act = useTestDriveAction();
  const [proposing, setProposing] = useState(false);
  const when = zonedDateTime(new Date(drive.start), drive.timeZone);
  return (
    <li className="card bg-base-100 border-base-300 border">
      <div className="card-body gap-2 p-4">
        {showCar ? (
          <h2 className="card-title text-lg">
            {drive.carId ? (
              <Link to={carPath(drive.carId)} className="link link-hover">
                {drive.carName}
              </Link>
            ) : (
              drive.carName
            )}
          </h2>
        ) : null}
        <p className="font-semibold">
          {when} <span className="text-base-content/70 font-normal">({drive.timeZone})</span>
        </p>
        <p className="text-sm">
          {drive.carLocation} · {drive.role === 'buyer' ? 'Seller' : 'Buyer'}: {drive.otherName}
        </p>
        <p className="text-sm font-medium">{stateWords(drive)}</p>
        {drive.actions.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {drive.actions.map((action) =>
              action === 'propose' ? (
                <button
                  key={action}
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={act.isPending}
                  onClick={() => setProposing(true)}
                >
                  Propose another time
                </button>
              ) : (
                <button
                  key={action}
                  type="button"
                  className={`btn btn-sm ${action === 'confirm' ? 'btn-primary' : 'btn-outline'}`}
                  disabled={act.isPending}
                  aria-label={`${actionLabels[action]}: ${drive.carName}, ${when}`}
                  onClick={() => act.mutate({ id: drive._id, action })}
                >
                  {actionLabels[action]}
                </button>
              ),
            )}
          </div>
        ) : null}
        {act.isError ? (
          <p role="alert" className="text-error text-sm font-medium">
            {messageOf(act.error)}
          </p>
        ) : null}
        {proposing ? <ProposeDialog drive={drive} onClose={() => setProposing(false)} /> : null}
      </div>
    </li>
  );
}

/** The signed-in person's test drives, as buyer and as seller, soonest first; live events keep them fresh. */
export function TestDrivesList() {
  const drives = useMyTestDrives();
  if (drives.isPending) return <PulsingDots label="Loading your test drives" />;
  if (drives.isError)
    return <LoadFailed what="Your test drives" error={drives.error} retry={() => void drives.refetch()} />;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Test drives</h1>
      {drives.data.length === 0 ? (
        <p className="text-base-content/75">
          No test drives yet. Book one from a car’s page; sellers set their hours under Test-drive hours.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {drives.data.map((drive) => (
            <DriveCard key={drive._id} drive={drive} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The buyer's test drives in My orders, soonest first: when, where, with whom, in words, and what they may do. */
export function MyTestDrives() {
  const drives = useMyTestDrives();
  if (drives.isPending) return <PulsingDots label="Loading your test drives" />;
  if (drives.isError)
    return <LoadFailed what="Your test drives" error={drives.error} retry={() => void drives.refetch()} />;
  const mine = drives.data.filter((drive) => drive.role === 'buyer');
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="my-test-drives" className="max-w-5xl space-y-3">
      <h2 id="my-test-drives" className="text-2xl font-bold">
        My test drives
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {mine.map((drive) => (
          <DriveCard key={drive._id} drive={drive} />
        ))}
      </ul>
    </section>
  );
}
