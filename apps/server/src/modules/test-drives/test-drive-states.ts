import type { TestDrive, TestDriveState } from '@second-gear/contract';
import { stateMachine } from '../../lib/state-machine.ts';

export type Side = 'buyer' | 'seller';
export type TestDriveAction = TestDrive['actions'][number];

/**
 * A buyer asks for a time (requested); the other side confirms or declines the time asked for, and either side may
 * propose another (proposed, answered by the side that did not name it) or cancel. Declined and cancelled are final.
 */
export const testDriveStates = stateMachine<TestDriveState, TestDriveAction>({
  confirm: { from: ['requested', 'proposed'], to: 'confirmed' },
  decline: { from: ['requested', 'proposed'], to: 'declined' },
  cancel: { from: ['requested', 'proposed', 'confirmed'], to: 'cancelled' },
  propose: { from: ['requested', 'proposed', 'confirmed'], to: 'proposed' },
});

/** Who answers a time asked for: the side that did not name it. */
export const answeringSide = (proposedBy: Side): Side => (proposedBy === 'buyer' ? 'seller' : 'buyer');

const actions: readonly TestDriveAction[] = ['confirm', 'decline', 'propose', 'cancel'];

/** What `side` may do with a drive now: nothing once its time has begun; answers only from the answering side. */
export function allowedActions(
  drive: { state: TestDriveState; proposedBy: Side; start: Date },
  side: Side,
  now: Date,
): TestDriveAction[] {
  if (drive.start.getTime() <= now.getTime()) return [];
  return actions.filter(
    (action) =>
      testDriveStates.allows(action, drive.state) &&
      (action === 'cancel' || action === 'propose' || side === answeringSide(drive.proposedBy)),
  );
}
