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
import { useT, type Translate } from '../../../lib/i18n';
import { testDrivesCatalogue } from '../i18n';

type Texts = Translate<Parameters<typeof testDrivesCatalogue.t>[0]>;

/** A drive's state in words, for the side reading it. */
function stateWords(drive: TestDrive, t: Texts): string {
  switch (drive.state) {
    case 'requested':
    case 'proposed':
      return drive.actions.includes('confirm')
        ? t('state.asks', { name: drive.otherName })
        : t('state.waiting', { name: drive.otherName });
    case 'confirmed':
      return t('state.confirmed');
    case 'declined':
      return t('state.declined');
    case 'cancelled':
      return t('state.cancelled');
  }
}

const actionLabels = {
  confirm: 'action.confirm',
  decline: 'action.decline',
  cancel: 'action.cancel',
} as const;

function ProposeDialog({ drive, onClose }: { drive: TestDrive; onClose: () => void }) {
  const t = useT(testDrivesCatalogue);
  const act = useTestDriveAction();
  const [start, setStart] = useState<string | null>(null);
  return (
    <Dialog
      title={t('propose.title', { car: drive.carName })}
      onClose={onClose}
      closable={!act.isPending}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={act.isPending}>
            {t('propose.keep')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={start === null || act.isPending}
            onClick={() =>
              start && act.mutate({ id: drive._id, action: 'propose', start }, { onSuccess: onClose })
            }
          >
            {t('propose.submit')}
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
  const t = useT(testDrivesCatalogue);
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
          {t('card.with', { location: drive.carLocation, role: drive.role, name: drive.otherName })}
        </p>
        <p className="text-sm font-medium">{stateWords(drive, t)}</p>
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
                  {t('propose.open')}
                </button>
              ) : (
                <button
                  key={action}
                  type="button"
                  className={`btn btn-sm ${action === 'confirm' ? 'btn-primary' : 'btn-outline'}`}
                  disabled={act.isPending}
                  aria-label={t('action.label', {
                    action: t(actionLabels[action]),
                    car: drive.carName,
                    when,
                  })}
                  onClick={() => act.mutate({ id: drive._id, action })}
                >
                  {t(actionLabels[action])}
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
  const t = useT(testDrivesCatalogue);
  const drives = useMyTestDrives();
  if (drives.isPending) return <PulsingDots label={t('list.loading')} />;
  if (drives.isError)
    return (
      <LoadFailed what={t('list.failedWhat')} error={drives.error} retry={() => void drives.refetch()} />
    );
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t('list.heading')}</h1>
      {drives.data.length === 0 ? (
        <p className="text-base-content/75">{t('list.empty')}</p>
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
  const t = useT(testDrivesCatalogue);
  const drives = useMyTestDrives();
  if (drives.isPending) return <PulsingDots label={t('list.loading')} />;
  if (drives.isError)
    return (
      <LoadFailed what={t('list.failedWhat')} error={drives.error} retry={() => void drives.refetch()} />
    );
  const mine = drives.data.filter((drive) => drive.role === 'buyer');
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="my-test-drives" className="max-w-5xl space-y-3">
      <h2 id="my-test-drives" className="text-2xl font-bold">
        {t('mine.heading')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {mine.map((drive) => (
          <DriveCard key={drive._id} drive={drive} />
        ))}
      </ul>
    </section>
  );
}
