import { stateMachine } from '../../lib/state-machine.ts';

export const deletionStates = ['requested', 'scheduled'] as const;
export type DeletionState = (typeof deletionStates)[number];

/**
 * An account deletion its owner asked for: confirmed once through the e-mailed link. Cancelling (from either state)
 * and the deletion itself end it by removing its row.
 */
export const deletionTransitions = stateMachine<DeletionState, 'confirm'>({
  confirm: { from: ['requested'], to: 'scheduled' },
});
