import type { ModerationAction, ModerationKind } from '@second-gear/contract';
import { stateMachine } from '../../lib/state-machine.ts';
import { carKinds } from './moderation.repo.ts';

/**
 * An item is open until an administrator decides on it. Suspending an account keeps its item open, so the decision
 * that follows (lifting the suspension, deleting the account, or dismissing) is taken from the same item; every other
 * action closes it.
 */
export const moderationItemStates = stateMachine<'open' | 'closed', 'decide' | 'close'>({
  decide: { from: ['open'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
});

export const keepsItemOpen = (action: ModerationAction) => action === 'suspend';

/** What an administrator may do with an item of each kind: with the target itself, or with its owner's account. */
export function actionsFor(kind: ModerationKind): ModerationAction[] {
  const onOwner: ModerationAction[] = ['warn', 'suspend', 'unsuspend', 'unverify'];
  if ((carKinds as readonly ModerationKind[]).includes(kind))
    return ['dismiss', 'hide', ...onOwner, 'delete'];
  return ['dismiss', ...onOwner, 'delete'];
}
